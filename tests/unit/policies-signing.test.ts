import { describe, expect, it } from 'vitest';
import { ROLES } from '../../shared/permissions';
import {
  canDeleteSignedDocument,
  canDownloadSignedDocument,
  canSignOnBehalf,
  signingKindOf,
} from '../../shared/policies/signing';
import { proofFileName, verificationUrl } from '../../shared/schemas/signing';

describe('canSignOnBehalf', () => {
  it('lets the roles issue 18 names sign (bestuurders, coordinators, bestuursleden, admins) and nobody else', () => {
    const signers = ROLES.filter((role) => canSignOnBehalf({ role }));

    expect(signers.sort()).toEqual([
      'admin',
      'bestuurder',
      'bestuurslid',
      'coordinator',
      'dagelijks_bestuurder',
    ]);
    expect(canSignOnBehalf({ role: 'coördinator' })).toBe(true);
    expect(canSignOnBehalf(null)).toBe(false);
  });
});

describe('canDeleteSignedDocument', () => {
  it('lets only an admin delete, and only what is not deleted yet', () => {
    expect(canDeleteSignedDocument({ role: 'admin' }, { documentDeleted: false })).toBe(true);
    expect(canDeleteSignedDocument({ role: 'admin' }, { documentDeleted: true })).toBe(false);
    expect(canDeleteSignedDocument({ role: 'coordinator' }, { documentDeleted: false })).toBe(false);
    expect(canDeleteSignedDocument({ role: 'bestuurslid' }, { documentDeleted: false })).toBe(false);
  });
});

describe('canDownloadSignedDocument', () => {
  it('offers the file to signers until it is deleted', () => {
    expect(canDownloadSignedDocument({ role: 'bestuurder' }, { documentDeleted: false })).toBe(true);
    expect(canDownloadSignedDocument({ role: 'bestuurder' }, { documentDeleted: true })).toBe(false);
    expect(canDownloadSignedDocument({ role: 'vrijwilliger' }, { documentDeleted: false })).toBe(false);
  });
});

describe('signingKindOf', () => {
  it('stamps PDFs, turns text into a PDF, signs Word documents detached and refuses the rest', () => {
    expect(signingKindOf('application/pdf')).toBe('pdf');
    expect(signingKindOf('text/plain')).toBe('text');
    expect(signingKindOf('application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe(
      'detached',
    );
    expect(signingKindOf('application/msword')).toBe('detached');
    expect(signingKindOf('application/x-cfb')).toBeNull();
    expect(signingKindOf('image/png')).toBeNull();
  });

  it('accepts only PDFs on /ondertekenen', () => {
    expect(signingKindOf('application/pdf', true)).toBe('pdf');
    expect(signingKindOf('text/plain', true)).toBeNull();
    expect(signingKindOf('application/msword', true)).toBeNull();
  });
});

describe('verification links and proof names', () => {
  it('builds the link from the portal origin and the token (spec §7)', () => {
    expect(verificationUrl('https://portaal.example.be/', 'abc')).toBe(
      'https://portaal.example.be/ondertekening-controleren?token=abc',
    );
  });

  it('names the proof Verificatiebewijs_ with a sanitized name and the token’s first 8 characters (spec §9)', () => {
    expect(proofFileName('Overeenkomst café 2026/27', '0f8fad5b-d9cb-469f-a165-70867728950e')).toBe(
      'Verificatiebewijs_Overeenkomst_cafe_2026_27_0f8fad5b.pdf',
    );
  });
});
