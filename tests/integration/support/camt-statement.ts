/** A bank line of a made-up statement: signed cents (negative for a debit). */
export type CamtLine = {
  ref: string;
  cents: number;
  date: string;
  name?: string;
  iban?: string;
  endToEndId?: string;
  communication?: string;
  /** The twelve digits of a structured communication, sent as the bank's structured remittance. */
  structured?: string;
};

const money = (cents: number) => (Math.abs(cents) / 100).toFixed(2);
const side = (cents: number) => (cents < 0 ? 'DBIT' : 'CRDT');

/**
 * A one-statement CAMT.053 of `iban` as a Belgian bank sends it: the opening balance, the lines and
 * the closing balance they lead to. For tests, the browser test's fixture and the bench.
 */
export function camtStatement(input: {
  iban: string;
  sequence: number;
  date: string;
  openingCents: number;
  lines: readonly CamtLine[];
}) {
  const closing = input.openingCents + input.lines.reduce((sum, line) => sum + line.cents, 0);
  const entries = input.lines.map((line) => {
    const party = line.cents < 0 ? 'Cdtr' : 'Dbtr';
    const account = line.iban ? `<${party}Acct><Id><IBAN>${line.iban}</IBAN></Id></${party}Acct>` : '';
    const structured = line.structured
      ? `<Strd><CdtrRefInf><Tp><CdOrPrtry><Cd>SCOR</Cd></CdOrPrtry><Issr>BBA</Issr></Tp><Ref>${line.structured}</Ref></CdtrRefInf></Strd>`
      : '';
    const free = line.communication ? `<Ustrd>${line.communication}</Ustrd>` : '';
    const remittance = structured || free ? `<RmtInf>${free}${structured}</RmtInf>` : '';
    return `      <Ntry>
        <Amt Ccy="EUR">${money(line.cents)}</Amt>
        <CdtDbtInd>${side(line.cents)}</CdtDbtInd>
        <Sts><Cd>BOOK</Cd></Sts>
        <BookgDt><Dt>${line.date}</Dt></BookgDt>
        <AcctSvcrRef>${line.ref}</AcctSvcrRef>
        <NtryDtls><TxDtls>
          <Refs><EndToEndId>${line.endToEndId ?? 'NOTPROVIDED'}</EndToEndId></Refs>
          <RltdPties><${party}><Pty><Nm>${line.name ?? 'Tegenpartij'}</Nm></Pty></${party}>${account}</RltdPties>
          ${remittance}
        </TxDtls></NtryDtls>
      </Ntry>`;
  });
  const balance = (code: string, cents: number) =>
    `<Bal><Tp><CdOrPrtry><Cd>${code}</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">${money(cents)}</Amt><CdtDbtInd>${side(cents)}</CdtDbtInd><Dt><Dt>${input.date}</Dt></Dt></Bal>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>S-${input.sequence}</MsgId><CreDtTm>${input.date}T18:00:00+01:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>S-${input.sequence}</Id>
      <LglSeqNb>${input.sequence}</LglSeqNb>
      <Acct><Id><IBAN>${input.iban}</IBAN></Id></Acct>
      ${balance('OPBD', input.openingCents)}
      ${balance('CLBD', closing)}
${entries.join('\n')}
    </Stmt>
  </BkToCstmrStmt>
</Document>
`;
}

/** A valid Belgian IBAN no other test uses. */
export function freshBelgianIban() {
  const base = BigInt(1_000_000_000 + Math.floor(Math.random() * 8_999_999_999));
  const national = `${base}${String(Number(base % 97n) || 97).padStart(2, '0')}`;
  const check = 98n - (BigInt(`${national}111400`) % 97n);
  return `BE${String(check).padStart(2, '0')}${national}`;
}
