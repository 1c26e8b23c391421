import type { PlusOutlined } from '@ant-design/icons';
import { type ComponentProps, forwardRef } from 'react';

type IconComponent = typeof PlusOutlined;

/**
 * The portal's icons, hidden from assistive technology by default (issue 37 point 11): an antd icon
 * names itself in English ("euro-circle"), and a screen reader read that name before every menu
 * entry and button. The text next to an icon says what it means; an icon-only button carries a Dutch
 * `aria-label`. An icon that means something on its own passes `aria-hidden={false}` and its own
 * Dutch `aria-label`. Screens import icons from components/icons, never from `@ant-design/icons`
 * (biome.json).
 */
export function decorative(Icon: IconComponent, name: string): IconComponent {
  const Decorative = forwardRef<HTMLSpanElement, ComponentProps<IconComponent>>((props, ref) => (
    <Icon aria-hidden {...props} ref={ref} />
  ));
  Decorative.displayName = name;
  return Decorative;
}
