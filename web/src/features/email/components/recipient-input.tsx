import { Button, Flex, Input, Tag } from 'antd';
import { useState } from 'react';
import { PlusOutlined } from '../../../components/icons';

type RecipientInputProps = {
  recipients: string[];
  onChange: (recipients: string[]) => void;
};

/** Spec §5: added on Enter, comma or the plus button, trimmed, duplicates ignored, no format check. */
export function addRecipients(current: string[], text: string): string[] {
  const next = [...current];
  for (const part of text.split(',')) {
    const value = part.trim();
    if (value && !next.some((existing) => existing.toLowerCase() === value.toLowerCase())) next.push(value);
  }
  return next;
}

export function RecipientInput({ recipients, onChange }: RecipientInputProps) {
  const [draft, setDraft] = useState('');
  const commit = () => {
    onChange(addRecipients(recipients, draft));
    setDraft('');
  };
  return (
    <Flex vertical gap={8}>
      <Flex gap={8}>
        <Input
          id="email-recipient"
          value={draft}
          placeholder="naam@voorbeeld.be"
          aria-label="Ontvanger toevoegen"
          onChange={(event) => {
            const value = event.target.value;
            if (value.includes(',')) {
              onChange(addRecipients(recipients, value));
              setDraft('');
            } else {
              setDraft(value);
            }
          }}
          onPressEnter={(event) => {
            event.preventDefault();
            commit();
          }}
        />
        <Button icon={<PlusOutlined />} aria-label="Ontvanger toevoegen" onClick={commit} />
      </Flex>
      <Flex wrap gap={4} role="group" aria-label="Gekozen ontvangers">
        {recipients.map((address) => (
          <Tag key={address} closable onClose={() => onChange(recipients.filter((each) => each !== address))}>
            {address}
          </Tag>
        ))}
      </Flex>
    </Flex>
  );
}
