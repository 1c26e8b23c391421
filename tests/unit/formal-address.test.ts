import { describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { backupScreenMessages } from '../../shared/messages/backup-screen';
import { settingsMessages } from '../../shared/messages/settings';
import { webMessages } from '../../shared/messages/web';

/** Sample arguments for message functions: a name, a count, a list. */
const SAMPLES: unknown[][] = [
  ['X', 'X', 'X'],
  [2, 2, 2],
  [[], [], []],
];

/** Every sentence of a message tree, functions called with the first sample arguments they accept. */
function sentences(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value === 'function') {
    for (const args of SAMPLES) {
      try {
        return sentences((value as (...args: unknown[]) => unknown)(...args), path);
      } catch {}
    }
    throw new Error(`${path}: no sample argument fits`);
  }
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, each]) => sentences(each, `${path}.${key}`));
  return [];
}

const INFORMAL = /\b(je|jij|jou|jouw|jezelf)\b/i;

describe('the portal’s Dutch', () => {
  it('addresses the reader formally ("u") in every message (ARCHITECTURE §11)', () => {
    // Prepare
    const all = [
      ...sentences(messages, 'messages'),
      ...sentences(settingsMessages, 'settings'),
      ...sentences(backupScreenMessages, 'backupScreen'),
      ...sentences(webMessages, 'web'),
    ];

    // Act
    const informal = all.filter(([, text]) => INFORMAL.test(text));

    // Assess
    expect(all.length).toBeGreaterThan(300);
    expect(informal).toEqual([]);
  });
});
