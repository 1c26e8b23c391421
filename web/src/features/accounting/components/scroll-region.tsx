import type { ReactNode } from 'react';

/** A table wider than a phone scrolls sideways in a region the keyboard can reach (axe: scrollable-region-focusable). */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe)
    <section className="accounting-scroll" aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
