import { act, fireEvent, render, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { describe, expect, it } from 'vitest';
import { TOAST } from '../../shared/constants';
import { type Toast, ToastProvider, useToast } from '../../web/src/lib/toast';

/** Renders the toast channel and hands back its API. */
async function renderToasts(): Promise<Toast> {
  let toast: Toast | null = null;
  function Grab() {
    toast = useToast();
    return null;
  }
  // Without motion, as the app runs for a user who asks for reduced motion: a dismissed toast leaves at once.
  render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <ToastProvider>
        <Grab />
      </ToastProvider>
    </ConfigProvider>,
  );
  await waitFor(() => expect(toast).not.toBeNull());
  return toast as unknown as Toast;
}

const notice = () => document.querySelector<HTMLElement>('.ant-notification-notice');

/** A pointer pressed on the toast's text, moved right by `pixels` and released. */
function drag(element: HTMLElement, pixels: number) {
  const text = element.querySelector<HTMLElement>('.ant-notification-notice-title') ?? element;
  fireEvent.pointerDown(text, { pointerId: 1, clientX: 400, clientY: 20 });
  fireEvent.pointerMove(text, { pointerId: 1, clientX: 400 + pixels / 2, clientY: 20 });
  fireEvent.pointerMove(text, { pointerId: 1, clientX: 400 + pixels, clientY: 20 });
  fireEvent.pointerUp(text, { pointerId: 1, clientX: 400 + pixels, clientY: 20 });
}

describe('swiping a toast away (spec §9)', () => {
  it('dismisses a toast dragged right past the threshold, and keeps one dragged less far', async () => {
    // Prepare
    const toast = await renderToasts();
    act(() => toast.success('Instelling opgeslagen'));
    // The first toast loads antd's notification code.
    await waitFor(() => expect(notice()).not.toBeNull(), { timeout: 10_000 });
    const shown = notice() as HTMLElement;

    // Act + Assess: a drag short of the threshold puts it back
    drag(shown, TOAST.swipeThreshold - 10);
    expect(notice()).toBe(shown);
    expect(shown.style.transform).toBe('');

    // Act + Assess: a drag past it dismisses it
    drag(shown, TOAST.swipeThreshold + 5);
    await waitFor(() => expect(notice()).toBeNull());
  });

  it('does not dismiss a toast dragged to the left', async () => {
    const toast = await renderToasts();
    act(() => toast.error('Fout', 'Er is een fout opgetreden'));
    await waitFor(() => expect(notice()).not.toBeNull(), { timeout: 10_000 });

    drag(notice() as HTMLElement, -(TOAST.swipeThreshold + 20));

    expect(notice()).not.toBeNull();
  });
});
