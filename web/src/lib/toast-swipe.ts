import { useEffect } from 'react';
import { TOAST } from '../../../shared/constants';

/** The attribute every toast carries (toast.tsx), naming it for a dismissal. */
export const TOAST_KEY_ATTRIBUTE = 'data-toast-key';

/**
 * Swipe a toast away (spec §9): a pointer that drags a toast to the right by at least
 * TOAST.swipeThreshold pixels dismisses it; a shorter drag puts it back. The toast follows the
 * pointer while it moves, and the click that ends a swipe does not also open what the toast announces.
 */
export function useSwipeToDismiss(dismiss: (key: string) => void): void {
  useEffect(() => {
    let swipe: { key: string; startX: number; element: HTMLElement; pointerId: number } | null = null;
    let swallowClick = false;
    const distance = (event: PointerEvent) =>
      swipe ? (event.clientX - swipe.startX) * (TOAST.swipeDirection === 'right' ? 1 : -1) : 0;

    const start = (event: PointerEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const element = target?.closest<HTMLElement>(`[${TOAST_KEY_ATTRIBUTE}]`);
      const key = element?.getAttribute(TOAST_KEY_ATTRIBUTE);
      // The close button and a notice's own action keep their click.
      if (!element || !key || target?.closest('button, a')) return;
      swipe = { key, startX: event.clientX, element, pointerId: event.pointerId };
    };
    const follow = (event: PointerEvent) => {
      if (!swipe || event.pointerId !== swipe.pointerId) return;
      const moved = Math.max(0, distance(event));
      swipe.element.style.transform =
        moved > 0 ? `translateX(${TOAST.swipeDirection === 'right' ? moved : -moved}px)` : '';
    };
    const end = (event: PointerEvent) => {
      if (!swipe || event.pointerId !== swipe.pointerId) return;
      const { key, element } = swipe;
      const isSwiped = event.type === 'pointerup' && distance(event) >= TOAST.swipeThreshold;
      swipe = null;
      element.style.transform = '';
      if (!isSwiped) return;
      swallowClick = true;
      setTimeout(() => {
        swallowClick = false;
      }, 0);
      dismiss(key);
    };
    const click = (event: MouseEvent) => {
      if (!swallowClick) return;
      swallowClick = false;
      event.stopPropagation();
      event.preventDefault();
    };

    document.addEventListener('pointerdown', start);
    document.addEventListener('pointermove', follow);
    document.addEventListener('pointerup', end);
    document.addEventListener('pointercancel', end);
    document.addEventListener('click', click, true);
    return () => {
      document.removeEventListener('pointerdown', start);
      document.removeEventListener('pointermove', follow);
      document.removeEventListener('pointerup', end);
      document.removeEventListener('pointercancel', end);
      document.removeEventListener('click', click, true);
    };
  }, [dismiss]);
}
