import { useEffect, useState } from 'react';
import { TOOLTIP } from '../../../shared/constants';

/** A tooltip on screen: antd marks a closed one hidden once it has faded out. */
const SHOWN_TOOLTIP = '.ant-tooltip:not(.ant-tooltip-hidden)';

/**
 * The open delay for every tooltip, in seconds (spec §9: 700 ms open delay, 300 ms skip delay).
 * A tooltip waits the open delay, but while one is shown, and for the skip delay after it closed,
 * the next one opens at once: running the pointer along a row of icon buttons reads each label
 * without waiting again. antd has no skip delay, so the root watches whether a tooltip is on screen
 * and lowers the delay it gives every tooltip (ConfigProvider) meanwhile.
 */
export function useTooltipOpenDelay(): number {
  const [isSkipping, setIsSkipping] = useState(false);
  useEffect(() => {
    let isShown = false;
    let endOfSkip: ReturnType<typeof setTimeout> | undefined;
    const observer = new MutationObserver(() => {
      const shownNow = document.querySelector(SHOWN_TOOLTIP) !== null;
      if (shownNow === isShown) return;
      isShown = shownNow;
      clearTimeout(endOfSkip);
      if (shownNow) setIsSkipping(true);
      else endOfSkip = setTimeout(() => setIsSkipping(false), TOOLTIP.skipDelayMs);
    });
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['class'],
    });
    return () => {
      observer.disconnect();
      clearTimeout(endOfSkip);
    };
  }, []);
  return isSkipping ? 0 : TOOLTIP.openDelayMs / 1000;
}
