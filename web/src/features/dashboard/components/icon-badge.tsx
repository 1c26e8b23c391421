import type { ReactNode } from 'react';

type IconBadgeProps = {
  icon: ReactNode;
  color: string;
  background: string;
  /** statistic: a rounded square on a statistic card; activity: a small disc in the feed; hero: the thank-you card's. */
  variant: 'statistic' | 'activity' | 'hero';
};

/** A decorative icon on a tinted ground, as the dashboard's cards draw them. */
export function IconBadge({ icon, color, background, variant }: IconBadgeProps) {
  return (
    <span className={`icon-badge icon-badge--${variant}`} style={{ color, background }} aria-hidden>
      {icon}
    </span>
  );
}
