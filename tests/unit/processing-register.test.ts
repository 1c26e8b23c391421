import { describe, expect, it } from 'vitest';
import { PROCESSING_REGISTER, type ProcessingText } from '../../shared/processing-register';
import { TABLE_NAMES } from '../../shared/tables';

describe('the register of processing (art. 30, issue 32 item 6)', () => {
  it.each(TABLE_NAMES)('has a purpose text for table %s, every part filled in', (table) => {
    const text: ProcessingText | undefined = (PROCESSING_REGISTER as Record<string, ProcessingText>)[table];

    expect(text, `add table ${table} to shared/processing-register.ts`).toBeDefined();
    for (const [part, value] of Object.entries(text ?? {}))
      expect(value.trim(), `${table}.${part}`).not.toBe('');
  });

  it('names no table that does not exist', () => {
    expect(Object.keys(PROCESSING_REGISTER).sort()).toEqual([...TABLE_NAMES].sort());
  });
});
