import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

vi.mock('../../web/src/lib/toast-host', () => ({ default: () => <p>Meldingen geladen</p> }));

const { ToastProvider, usePreloadToasts, useToast } = await import('../../web/src/lib/toast');

let toast: ReturnType<typeof useToast> | null = null;

function SignedInShell() {
  usePreloadToasts();
  toast = useToast();
  return <p>Scherm</p>;
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

/**
 * The toast code (antd's notifications and their stylesheet) loads ahead of the first toast, but not
 * during the first view of a phone (issue 35, Lighthouse's Total Blocking Time): at the user's first
 * tap or key press, or with a toast asked for before that.
 */
describe('loading the toast code ahead of the first toast', () => {
  it('waits for the first tap or key press', async () => {
    // Prepare
    render(
      <ToastProvider>
        <SignedInShell />
      </ToastProvider>,
    );
    await settle();
    expect(screen.queryByText('Meldingen geladen')).toBeNull();

    // Act
    fireEvent.pointerDown(screen.getByText('Scherm'));

    // Assess
    expect(await screen.findByText('Meldingen geladen')).toBeTruthy();
  });

  it('loads with a toast asked for before any input', async () => {
    // Prepare
    render(
      <ToastProvider>
        <SignedInShell />
      </ToastProvider>,
    );
    await settle();

    // Act
    act(() => toast?.success('Opgeslagen'));

    // Assess
    expect(await screen.findByText('Meldingen geladen')).toBeTruthy();
  });

  it('also loads on a key press', async () => {
    // Prepare
    render(
      <ToastProvider>
        <SignedInShell />
      </ToastProvider>,
    );
    await settle();

    // Act
    fireEvent.keyDown(document.body, { key: 'Tab' });

    // Assess
    expect(await screen.findByText('Meldingen geladen')).toBeTruthy();
  });
});
