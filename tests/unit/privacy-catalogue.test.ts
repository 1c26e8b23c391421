import { describe, expect, it } from 'vitest';
import {
  type EraseHooks,
  kindOf,
  mentions,
  privacyCatalogue,
  replaceMentions,
  type SubjectFacts,
} from '../../functions/services/privacy/catalogue';
import { TABLE_NAMES } from '../../shared/tables';

const noHooks: EraseHooks = { user: undefined, family: undefined, declaration: undefined };
const catalogue = privacyCatalogue(noHooks);

const family: SubjectFacts = {
  subject: { kind: 'family', id: 7 },
  displayName: 'Marie Peeters',
  names: ['Marie Peeters', 'Lotte Peeters'],
  emails: ['marie@example.be'],
  pseudonym: 'Verwijderd gezin 7',
};

describe('the privacy catalogue', () => {
  it('declares every table: the kinds of items that can name a person, or why it holds no personal data', () => {
    // Act
    const undeclared = TABLE_NAMES.filter((table) => {
      const entry = (catalogue as Record<string, (typeof catalogue)[keyof typeof catalogue] | undefined>)[
        table
      ];
      if (!entry) return true;
      return 'holdsNoPersonalData' in entry
        ? entry.holdsNoPersonalData.trim() === ''
        : entry.kinds.length === 0;
    });

    // Assess
    expect(undeclared).toEqual([]);
  });

  it('names only tables that exist', () => {
    expect(Object.keys(catalogue).filter((table) => !(TABLE_NAMES as string[]).includes(table))).toEqual([]);
  });

  it('replaces names and addresses in a bookkeeping line and keeps its amount', () => {
    // Prepare
    const line = {
      pk: 'ENTRY#3',
      sk: 'ENTRY',
      gsi1pk: 'ENTRIES',
      description: 'Schoolboeken voor Lotte Peeters (marie@example.be)',
      amountCents: 4250,
      version: 2,
    };
    const kind = kindOf(catalogue.accounting, line.pk, line.sk);

    // Act
    const named = kind?.names(line, family);
    const decision = kind?.decide(line, family, { of: () => undefined });
    const rewritten = kind?.pseudonymise?.(line, family);

    // Assess
    expect(named).toBe(true);
    expect(decision?.treatment).toBe('pseudonymise');
    expect(rewritten).toMatchObject({
      pk: 'ENTRY#3',
      gsi1pk: 'ENTRIES',
      description: 'Schoolboeken voor Verwijderd gezin 7 (Verwijderd gezin 7)',
      amountCents: 4250,
      version: 3,
    });
  });

  it('finds no mention of a family in a line about another one', () => {
    const other = {
      pk: 'ENTRY#4',
      sk: 'ENTRY',
      description: 'Schoolboeken voor Lotte Janssens',
      amountCents: 100,
    };

    expect(mentions(other, family)).toBe(false);
    expect(replaceMentions(other, family)).toEqual(other);
  });

  it('replaces a name as a whole word only, never inside another word', () => {
    // Prepare: a staff member whose name is also the start of an ordinary word
    const staff: SubjectFacts = {
      subject: { kind: 'volunteer', id: 3 },
      displayName: 'Admin',
      names: ['Admin', 'Özlem Şahin'],
      emails: [],
      pseudonym: 'Verwijderde persoon 3',
    };
    const line = {
      pk: 'ENTRY#5',
      sk: 'ENTRY',
      description: 'Administratiekosten, goedgekeurd door Admin; terugbetaling Özlem Şahin.',
    };

    // Act
    const rewritten = replaceMentions(line, staff);

    // Assess
    expect(rewritten.description).toBe(
      'Administratiekosten, goedgekeurd door Verwijderde persoon 3; terugbetaling Verwijderde persoon 3.',
    );
    expect(mentions({ pk: 'ENTRY#6', sk: 'ENTRY', description: 'Administratie' }, staff)).toBe(false);
  });
});
