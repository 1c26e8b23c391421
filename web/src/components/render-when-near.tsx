import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * A place counts as on screen once this much of it shows above the bottom edge: a card's top border
 * peeking in under the first view's cards is not yet the card (Lighthouse's phone, 823 px high,
 * saw 7 px of the dashboard's hours card without data above it).
 */
const VISIBLE_EDGE = '0px 0px -48px 0px';

/**
 * Renders `children` once its place is on screen after the screen's data has arrived, and
 * `placeholder` until then: a part below the fold on a phone (the dashboard's hours card with its
 * table) neither loads its code nor renders during the first view (issue 35, Lighthouse's Total
 * Blocking Time), and shows as soon as it is scrolled to. While the screen's requests are still
 * under way the cards above it are short, so its place is judged only when no query is fetching.
 * Once shown it stays. Without IntersectionObserver (the component tests' jsdom) it renders at once.
 */
export function RenderWhenNear({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  const [isShown, setIsShown] = useState(() => typeof IntersectionObserver === 'undefined');
  const queryClient = useQueryClient();
  const isSettled = useIsFetching() === 0;
  const anchor = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = anchor.current;
    if (isShown || !isSettled || !element) return;
    // Called once observed and again whenever its place enters or leaves the screen. A request the
    // screen started since this render (its cards subscribe in their effects) makes it wait again.
    const observer = new IntersectionObserver(
      (entries) => {
        if (queryClient.isFetching() > 0) return;
        if (entries.some((entry) => entry.isIntersecting)) setIsShown(true);
      },
      { rootMargin: VISIBLE_EDGE },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isShown, isSettled, queryClient]);

  if (isShown) return children;
  return <div ref={anchor}>{placeholder}</div>;
}
