import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { phoneMessages } from '../../shared/messages/phone';

const waiting = vi.hoisted(() => ({ activate: vi.fn(), announce: true }));

// The real registration needs a production build and a browser's service worker; this stands in for
// a new build's worker that is waiting.
vi.mock('../../web/src/lib/pwa/service-worker', () => ({
  registerServiceWorker: (onUpdate: (activate: () => void) => void) => {
    if (waiting.announce) onUpdate(waiting.activate);
  },
}));

const { UpdatePrompt } = await import('../../web/src/lib/pwa/update-prompt');

describe('the update prompt of the installable app', () => {
  it('says nothing while no new version waits', () => {
    waiting.announce = false;
    const { container } = render(<UpdatePrompt />);
    expect(container.textContent).toBe('');
  });

  it('offers "Nieuwe versie beschikbaar — vernieuwen" and switches to the new version on request', () => {
    waiting.announce = true;
    render(<UpdatePrompt />);
    expect(screen.getByRole('status').textContent).toBe(
      `${phoneMessages.update.available} —${phoneMessages.update.reload}`,
    );
    expect(waiting.activate).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: phoneMessages.update.reload }));
    expect(waiting.activate).toHaveBeenCalledTimes(1);
  });
});
