import { describe, expect, it } from 'vitest';
import { settingsMessages } from '../../shared/messages/settings';
import { canManageLinks, sortLinks } from '../../shared/policies/external-links';
import { externalLinkBody } from '../../shared/schemas/external-links';
import { SETTING_DEFINITIONS } from '../../shared/schemas/settings';
import { SETTING_KEYS } from '../../shared/setting-keys';

const parse = (key: keyof typeof SETTING_DEFINITIONS, value: unknown) =>
  SETTING_DEFINITIONS[key].value.safeParse(value);

describe('setting value schemas', () => {
  it("define exactly the keys of shared/setting-keys.ts, in its order (a setting's audit id is its place)", () => {
    expect(Object.keys(SETTING_DEFINITIONS)).toEqual([...SETTING_KEYS]);
  });

  it('reads a mileage rate with a decimal comma and refuses words, zero and more than 4 decimals', () => {
    expect(parse('mileage_rate', '0,35').data).toBe('0.35');
    expect(parse('mileage_rate', 0.3).data).toBe('0.3');
    for (const wrong of ['veel', '0', '0,12345', '-1']) {
      expect(parse('mileage_rate', wrong).error?.issues[0]?.message).toBe(
        settingsMessages.settings.mileageRate,
      );
    }
  });

  it('keeps embedding origins one per line, lower-cased and without duplicates, and refuses paths', () => {
    expect(
      parse('embed_origins', 'https://www.Voorbeeld.be\nhttps://www.voorbeeld.be, http://localhost:8080')
        .data,
    ).toBe('https://www.voorbeeld.be\nhttp://localhost:8080');
    expect(parse('embed_origins', 'https://voorbeeld.be/pad').success).toBe(false);
  });

  it('refuses origins that would not fit in one CloudFront KeyValueStore value, in Dutch', () => {
    const origins = Array.from({ length: 20 }, (_, index) => `https://site-${index}.${'a'.repeat(40)}.be`);

    const parsed = parse('embed_origins', origins);

    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(settingsMessages.settings.originsTooLong(1000));
    expect(parse('embed_origins', origins.slice(0, 10)).success).toBe(true);
  });

  it('accepts a port, an address and a role list only in their own shape', () => {
    expect(parse('smtp_port', 587).data).toBe('587');
    expect(parse('smtp_port', 70000).success).toBe(false);
    expect(parse('default_sender_email', 'geen-adres').success).toBe(false);
    expect(parse('secondFactorRoles', ['admin', 'admin']).data).toBe('["admin"]');
    expect(parse('secondFactorRoles', ['keizer']).success).toBe(false);
    // The setting can never drop admin (issue 38).
    expect(parse('secondFactorRoles', ['coordinator']).success).toBe(false);
    expect(parse('secondFactorRoles', []).success).toBe(false);
  });

  it('keeps retention periods in whole years and never below the legal 10 years for bookkeeping', () => {
    expect(parse('retention_families_years', ' 3 ').data).toBe('3');
    expect(parse('retention_families_years', 0).success).toBe(false);
    expect(parse('retention_families_years', '1,5').success).toBe(false);
    expect(parse('retention_bookkeeping_years', 12).data).toBe('12');
    expect(parse('retention_bookkeeping_years', '9').error?.issues[0]?.message).toBe(
      settingsMessages.settings.bookkeepingMinimum(10),
    );
    expect(parse('retention_bookkeeping_years', '51').success).toBe(false);
  });
});

describe('external link rules', () => {
  it('orders links by sortOrder, the older first on a tie', () => {
    const links = [
      { id: 3, sortOrder: 1 },
      { id: 2, sortOrder: 0 },
      { id: 1, sortOrder: 1 },
    ];
    expect(sortLinks(links).map((link) => link.id)).toEqual([2, 1, 3]);
  });

  it('lets only admins manage links', () => {
    expect(canManageLinks({ role: 'admin' })).toBe(true);
    expect(canManageLinks({ role: 'coordinator' })).toBe(false);
    expect(canManageLinks({ role: 'vrijwilliger' })).toBe(false);
  });

  it('refuses a link without title or with a URL that is not http(s)', () => {
    expect(externalLinkBody.safeParse({ title: '', url: 'https://x.be' }).error?.issues[0]?.message).toBe(
      settingsMessages.links.required,
    );
    expect(externalLinkBody.safeParse({ title: 'X', url: 'javascript:alert(1)' }).success).toBe(false);
    expect(
      externalLinkBody.safeParse({ title: 'X', url: 'https://x.be', sortOrder: '' }).data?.sortOrder,
    ).toBeUndefined();
  });
});
