import { Button, Input, InputNumber, Select, Space, Typography } from 'antd';
import { useEffect, useId, useState } from 'react';
import { settingsMessages } from '../../../../../shared/messages/settings';
import type { Setting, SettingKey } from '../../../../../shared/schemas/settings';
import { useToast } from '../../../lib/toast';
import { useUpdateSetting } from '../api/update-setting';

const m = settingsMessages.settings;

export type SettingFieldProps = {
  settingKey: SettingKey;
  setting: Setting | undefined;
  label: string;
  kind?: 'text' | 'textarea' | 'number' | 'password' | 'select';
  /** For a select: value → label, in the order shown. */
  options?: Readonly<Record<string, string>>;
  placeholder?: string;
  help?: string;
};

/** One setting with its own save button: each field saves on its own ('Instelling opgeslagen'). */
export function SettingField({
  settingKey,
  setting,
  label,
  kind = 'text',
  options,
  placeholder,
  help,
}: SettingFieldProps) {
  const id = useId();
  const toast = useToast();
  const update = useUpdateSetting();
  const stored = kind === 'password' ? '' : (setting?.value ?? '');
  const [value, setValue] = useState(stored);
  useEffect(() => setValue(stored), [stored]);

  const save = () =>
    update.mutate(
      { key: settingKey, value: value.trim() === '' && kind !== 'password' ? null : value },
      {
        onSuccess: () => {
          toast.success(m.saved);
          if (kind === 'password') setValue('');
        },
        onError: (error) => toast.failure(error, m.saveFailed),
      },
    );

  const common = { id, 'aria-describedby': help ? `${id}-help` : undefined };
  let input: React.ReactNode;
  if (kind === 'textarea')
    input = (
      <Input.TextArea
        {...common}
        rows={4}
        value={value}
        placeholder={placeholder}
        onChange={(e) => setValue(e.target.value)}
      />
    );
  else if (kind === 'number')
    input = (
      <InputNumber
        {...common}
        style={{ width: '100%' }}
        value={value}
        placeholder={placeholder}
        decimalSeparator=","
        stringMode
        onChange={(next) => setValue(next === null ? '' : String(next))}
      />
    );
  else if (kind === 'password')
    input = (
      <Input.Password
        {...common}
        value={value}
        autoComplete="new-password"
        placeholder={setting?.isSet ? m.secretSet : placeholder}
        onChange={(e) => setValue(e.target.value)}
      />
    );
  else if (kind === 'select')
    input = (
      <Select
        {...common}
        style={{ width: '100%' }}
        value={value || undefined}
        placeholder={placeholder}
        options={Object.entries(options ?? {}).map(([optionValue, optionLabel]) => ({
          value: optionValue,
          label: optionLabel,
        }))}
        onChange={(next: string) => setValue(next)}
      />
    );
  else
    input = (
      <Input {...common} value={value} placeholder={placeholder} onChange={(e) => setValue(e.target.value)} />
    );

  return (
    <div className="setting-field">
      <label htmlFor={id} className="setting-field__label">
        {label}
      </label>
      <Space.Compact block className="setting-field__row">
        <div className="setting-field__input">{input}</div>
        <Button
          onClick={save}
          loading={update.isPending}
          disabled={kind === 'password' && value === ''}
          aria-label={`${label} opslaan`}
        >
          Opslaan
        </Button>
      </Space.Compact>
      {help && (
        <Typography.Text type="secondary" id={`${id}-help`} className="setting-field__help">
          {help}
        </Typography.Text>
      )}
    </div>
  );
}
