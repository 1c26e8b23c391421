import { Tabs } from 'antd';
import { type ReactNode, useState } from 'react';
import { useIsPhone } from '../lib/use-media-query';
import { TabsOrSelect } from './tabs-or-select';

export type ScreenSection<K extends string> = { key: K; label: string; children: ReactNode };

type ScreenTabsProps<K extends string> = {
  sections: readonly [ScreenSection<K>, ...ScreenSection<K>[]];
  /** Controlled when given; otherwise the component keeps the choice itself. */
  activeKey?: K;
  onChange?: (key: K) => void;
  /** The phone select's accessible name. */
  selectLabel: string;
};

/**
 * A screen's sections as tabs, or on a phone a full-width select with the chosen section below it:
 * a row of tabs wider than a phone hides sections out of view behind antd's overflow button, which
 * sits inside the tab list without being a tab (axe: aria-required-children).
 */
export function ScreenTabs<K extends string>({
  sections,
  activeKey,
  onChange,
  selectLabel,
}: ScreenTabsProps<K>) {
  const isPhone = useIsPhone();
  const [ownChoice, setOwnChoice] = useState<K>(sections[0].key);
  // Like antd's tabs, a section is built when first shown and then kept (hidden), so a half-written
  // form survives a look at another section.
  const [visited, setVisited] = useState<ReadonlySet<K>>(() => new Set());
  const current = activeKey ?? ownChoice;
  if (!visited.has(current)) setVisited(new Set([...visited, current]));
  const choose = (key: K) => {
    setOwnChoice(key);
    onChange?.(key);
  };
  if (isPhone) {
    return (
      <>
        <TabsOrSelect<K>
          asSelect
          choices={sections.map(({ key, label }) => ({ key, tab: label, option: label }))}
          activeKey={current}
          onChange={choose}
          selectLabel={selectLabel}
        />
        {sections
          .filter((section) => section.key === current || visited.has(section.key))
          .map((section) => (
            <section key={section.key} aria-label={section.label} hidden={section.key !== current}>
              {section.children}
            </section>
          ))}
      </>
    );
  }
  return (
    <Tabs
      activeKey={current}
      onChange={(key) => choose(key as K)}
      items={sections.map(({ key, label, children }) => ({ key, label, children }))}
    />
  );
}
