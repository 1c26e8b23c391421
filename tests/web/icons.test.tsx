import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import * as icons from '../../web/src/components/icons';
import * as shellIcons from '../../web/src/components/shell-icons';

describe('the portal icons', () => {
  it('offers the first view’s icons (shell-icons) through the one module screens import from', () => {
    expect(Object.keys(shellIcons).length).toBeGreaterThan(0);
    for (const [name, icon] of Object.entries(shellIcons)) expect(icons).toHaveProperty(name, icon);
  });

  it.each(Object.entries(icons))(
    'hides %s from assistive technology unless told otherwise',
    (_name, Icon) => {
      const Rendered = Icon as ComponentType<Record<string, unknown>>;
      const { container } = render(<Rendered />);
      expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
    },
  );
});
