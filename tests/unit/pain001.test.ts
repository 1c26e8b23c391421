import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { paymentFileXml, sepaText } from '../../functions/services/bank/pain001';

/** The EPC's SCT pain.001.001.09 XSD (EPC132-08 2023 V1.0), see tests/fixtures/bank/README.md. */
const XSD = join(__dirname, '../fixtures/bank/pain.001.001.09.xsd');

function validate(document: string) {
  const file = join(mkdtempSync(join(tmpdir(), 'pain-')), 'file.xml');
  writeFileSync(file, document);
  try {
    execFileSync('xmllint', ['--noout', '--schema', XSD, file], { stdio: 'pipe' });
    return 'valid';
  } catch (error) {
    return String((error as { stderr?: Buffer }).stderr ?? error);
  }
}

const FILE = {
  messageId: 'VWP-20261127-0001',
  createdAt: new Date('2026-11-27T13:14:15.678Z'),
  executionDate: '2026-11-30',
  debtor: { name: 'Vzw Samen Sterk & Co', iban: 'BE68539007547034', bic: 'GKCCBEBB' },
  transfers: [
    {
      endToEndId: 'VWP-1-1',
      name: 'Anaïs Dupré',
      iban: 'BE71096123456769',
      amountCents: 4250,
      remittance: 'Declaratie #12, #15',
    },
    {
      endToEndId: 'VWP-1-2',
      name: 'Jan <Peeters>',
      iban: 'NL91ABNA0417164300',
      amountCents: 1999,
      remittance: 'Declaratie #13',
    },
  ],
};

describe('the SEPA payment file (pain.001.001.09)', () => {
  it('validates against the XSD, with a BIC and without one', () => {
    expect(validate(paymentFileXml(FILE))).toBe('valid');
    expect(validate(paymentFileXml({ ...FILE, debtor: { ...FILE.debtor, bic: null } }))).toBe('valid');
  });

  it("validates with a creditor's BIC (a transaction's payee, issue 34) beside one without", () => {
    const document = paymentFileXml({
      ...FILE,
      transfers: FILE.transfers.map((transfer, index) =>
        index === 0
          ? { ...transfer, bic: 'GEBABEBB', remittance: 'Transacties 4, 9' }
          : { ...transfer, bic: null },
      ),
    });

    expect(validate(document)).toBe('valid');
    expect(document).toContain('<CdtrAgt><FinInstnId><BICFI>GEBABEBB</BICFI></FinInstnId></CdtrAgt>');
    expect(document.match(/<CdtrAgt>/g)).toHaveLength(1);
  });

  it('sums the control total and counts the transactions', () => {
    const document = paymentFileXml(FILE);
    expect(document).toContain('<NbOfTxs>2</NbOfTxs>');
    expect(document).toContain('<CtrlSum>62.49</CtrlSum>');
    expect(document).toContain('<InstdAmt Ccy="EUR">42.50</InstdAmt>');
  });

  it('is refused by the XSD when an amount is missing (the check can fail)', () => {
    const broken = paymentFileXml(FILE).replace(/<Amt>.*?<\/Amt>/, '');
    expect(validate(broken)).not.toBe('valid');
  });

  it('writes names in the EPC character set', () => {
    expect(sepaText('Anaïs Dupré & Zoë', 70)).toBe('Anais Dupre Zoe');
    expect(sepaText('x'.repeat(200), 140)).toHaveLength(140);
  });
});
