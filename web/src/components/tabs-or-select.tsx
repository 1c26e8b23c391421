import { Select, Tabs } from 'antd';
import type { ReactNode } from 'react';
import './list-screen.css';

export type TabChoice<K extends string> = {
  key: K;
  /** The tab's label, its count drawn as the screen likes. */
  tab: ReactNode;
  /** The same as plain text for the select ("Actief (12)"). */
  option: string;
};

type TabsOrSelectProps<K extends string> = {
  choices: readonly TabChoice<K>[];
  activeKey: K;
  onChange: (key: K) => void;
  /** Phones get a select: a row of tabs would scroll out of view (issue 23 point 3). */
  asSelect: boolean;
  /** The select's accessible name. */
  selectLabel: string;
};

/** A list screen's tabs (status filters with their counts), or a full-width select on a phone. */
export function TabsOrSelect<K extends string>({
  choices,
  activeKey,
  onChange,
  asSelect,
  selectLabel,
}: TabsOrSelectProps<K>) {
  if (asSelect) {
    return (
      <Select<K>
        value={activeKey}
        onChange={onChange}
        aria-label={selectLabel}
        className="tabs-or-select__select"
        options={choices.map((choice) => ({ value: choice.key, label: choice.option }))}
      />
    );
  }
  return (
    <Tabs
      activeKey={activeKey}
      onChange={(key) => onChange(key as K)}
      items={choices.map((choice) => ({ key: choice.key, label: choice.tab }))}
    />
  );
}
