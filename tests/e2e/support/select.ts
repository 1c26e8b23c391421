import type { Page } from 'playwright-core';

/**
 * Picks `text` in the antd select named `label`: typed first where the select is searchable, then
 * clicked in the open dropdown. Also how a test picks a screen's section on a phone, where
 * `ScreenTabs` shows a select instead of tabs.
 */
export async function chooseInSelect(page: Page, label: string, text: string) {
  const select = page.getByLabel(label);
  await select.click();
  if (await select.isEditable()) await select.fill(text);
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
    .filter({ hasText: text })
    .first()
    .click();
}
