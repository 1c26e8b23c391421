import { screen } from '@testing-library/react';
import { Button, Card } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderSignedIn } from './support/render';

/** The CSS text antd wrote into the document at runtime. */
function injectedCss(): string {
  return Array.from(document.querySelectorAll('style'))
    .map((style) => style.textContent ?? '')
    .join('\n');
}

/**
 * The injected rules for a component's class that style it (not only set its CSS variables, which
 * antd keeps writing per theme).
 */
function stylingRules(css: string, className: string): string[] {
  return Array.from(css.matchAll(/([^{}]+)\{([^{}]*)\}/g))
    .filter(([, selector]) => selector?.includes(`.${className}`))
    .filter(([, , body]) => (body ?? '').replace(/--[\w-]+:[^;]*;?/g, '').trim() !== '')
    .map(([rule]) => rule.trim());
}

describe("antd's styles on the signed-in screens (issue 35)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('come from the static stylesheet: rendering a screen generates no component CSS in JavaScript', async () => {
    // Prepare
    fakeApi({});

    // Act
    renderSignedIn(
      <Card title="Mijn ritten">
        <Button type="primary">Nieuwe rit</Button>
      </Card>,
    );
    await screen.findByRole('button', { name: 'Nieuwe rit' });

    // Assert: antd's runtime would have injected `.ant-btn` and `.ant-card` rules (parsing them on
    // the phone's main thread while the first screen renders).
    const css = injectedCss();
    expect(stylingRules(css, 'ant-btn')).toEqual([]);
    expect(stylingRules(css, 'ant-card')).toEqual([]);
    // The theme still arrives, as the CSS variables antd keeps writing per theme.
    expect(css).toMatch(/--ant-color-primary:/);
    expect(css).toMatch(/--ant-button-[\w-]+:/);
  });
});
