import { describe, expect, it } from 'vitest';
import { FAMILY_STATUS_LABELS } from '../../shared/format/labels';
import { filterOptions } from '../../web/src/components/list-filters';
import { STATUS_FILTER_OPTIONS } from '../../web/src/features/families/lib/family-labels';

describe('filterOptions', () => {
  it('offers everything first, then each value by its label, in the order given', () => {
    // Act
    const options = filterOptions('Alle statussen', ['afgerond', 'actief'], FAMILY_STATUS_LABELS);

    // Assess
    expect(options).toEqual([
      { value: 'all', label: 'Alle statussen' },
      { value: 'afgerond', label: 'Afgerond' },
      { value: 'actief', label: 'Actief' },
    ]);
  });

  it('gives the family list the statuses of spec §2 with the shared labels', () => {
    expect(STATUS_FILTER_OPTIONS.map((option) => option.label)).toEqual([
      'Alle statussen',
      'Actief',
      'Afgerond',
      'Gepauzeerd',
    ]);
  });
});
