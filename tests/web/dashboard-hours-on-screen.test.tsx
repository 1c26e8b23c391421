import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '../../shared/schemas/users';
import { ADMIN, fakeApi, renderSignedIn } from './support/render';

const loaded = vi.hoisted(() => [] as string[]);
vi.mock('../../web/src/features/sessions/components/hours-card', () => {
  loaded.push('hours card');
  return { HoursCard: () => <p>Mijn begeleidingsuren</p> };
});

const { DashboardScreen } = await import('../../web/src/app/dashboard-screen');
const { RenderWhenNear } = await import('../../web/src/components/render-when-near');

const VOLUNTEER: User = { ...ADMIN, id: 7, username: 'lotte', firstName: 'Lotte', role: 'vrijwilliger' };

/** IntersectionObserver as the test says: `scrollTo()` brings every observed place on screen. */
class FakeIntersectionObserver {
  static observers = new Set<FakeIntersectionObserver>();
  private readonly targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.targets.push(target);
    FakeIntersectionObserver.observers.add(this);
  }
  unobserve() {}
  disconnect() {
    FakeIntersectionObserver.observers.delete(this);
  }
  takeRecords() {
    return [];
  }
  static scrollTo() {
    for (const observer of [...FakeIntersectionObserver.observers])
      observer.callback(
        observer.targets.map((target) => ({ isIntersecting: true, target }) as IntersectionObserverEntry),
        observer as unknown as IntersectionObserver,
      );
  }
}

/**
 * The volunteer's dashboard on a phone (issue 35, Lighthouse's Total Blocking Time): the hours card,
 * below the fold and the only part drawn with antd's Table, neither loads nor renders in the first
 * view; it does once its place is scrolled onto the screen.
 */
describe("the dashboard's hours card", () => {
  it('loads and renders only when its place comes on screen', async () => {
    // Prepare
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    fakeApi({}, VOLUNTEER);
    renderSignedIn(<DashboardScreen />, VOLUNTEER);
    expect(await screen.findByRole('region', { name: 'Bedankt voor uw inzet' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loaded).toEqual([]);
    expect(screen.queryByText('Mijn begeleidingsuren')).toBeNull();

    // Act
    act(() => FakeIntersectionObserver.scrollTo());

    // Assess
    expect(await screen.findByText('Mijn begeleidingsuren')).toBeTruthy();
    expect(loaded).toEqual(['hours card']);
  });
});

describe('a part rendered when near', () => {
  it("waits for the screen's requests before judging whether its place is on screen", async () => {
    // Prepare: the cards above are still loading, so the place shows for now.
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    let answer: (value: string) => void = () => {};
    function CardAbove() {
      const query = useQuery({
        queryKey: ['above'],
        queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
      });
      return <p>{query.data ?? 'Laden'}</p>;
    }
    render(
      <QueryClientProvider client={new QueryClient()}>
        <CardAbove />
        <RenderWhenNear placeholder={<p>Plaats</p>}>
          <p>Onderdeel</p>
        </RenderWhenNear>
      </QueryClientProvider>,
    );
    await screen.findByText('Laden');

    // Act
    act(() => FakeIntersectionObserver.scrollTo());

    // Assess
    expect(screen.getByText('Plaats')).toBeTruthy();
    expect(screen.queryByText('Onderdeel')).toBeNull();

    // Act: the answer arrives and the place is (still) on screen.
    await act(async () => answer('Klaar'));
    await screen.findByText('Klaar');
    act(() => FakeIntersectionObserver.scrollTo());

    // Assess
    expect(await screen.findByText('Onderdeel')).toBeTruthy();
  });
});
