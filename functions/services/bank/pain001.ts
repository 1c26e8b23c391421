import { centsToDecimal } from '../../../shared/money';

/**
 * A SEPA credit transfer initiation, ISO 20022 pain.001.001.09 as the EPC's SCT guidelines restrict it
 * (tests/fixtures/bank/pain.001.001.09.xsd): one payment information block from the association's
 * account, one transaction per payee. Pure: every input, the clock included, is an argument.
 */
export type CreditTransfer = {
  /** Unique per payment, at most 35 characters; it comes back on the bank statement. */
  endToEndId: string;
  name: string;
  iban: string;
  /** The creditor's bank, when known (issue 34: a transaction's payee may give it); optional in SEPA. */
  bic?: string | null | undefined;
  amountCents: number;
  /** Unstructured remittance, at most 140 characters. */
  remittance: string;
};

export type PaymentFile = {
  messageId: string;
  createdAt: Date;
  /** yyyy-mm-dd */
  executionDate: string;
  debtor: { name: string; iban: string; bic: string | null };
  transfers: readonly CreditTransfer[];
};

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/**
 * Text as the EPC's character set allows (Latin letters, digits and / - ? : ( ) . , ' + space):
 * accents are dropped, anything else becomes a space, and it is cut to `max` characters.
 */
export function sepaText(text: string, max: number): string {
  const latin = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9/\-?:().,'+ ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return (latin || '-').slice(0, max).trim();
}

const xml = (text: string) => text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character] ?? character);

/** The creation time without milliseconds, in UTC (ISODateTime). */
const creationTime = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;

/** The creditor's bank as its own line, or nothing: the element is optional in the EPC's SCT. */
const creditorAgent = (bic: string | null | undefined) =>
  bic ? `        <CdtrAgt><FinInstnId><BICFI>${xml(bic)}</BICFI></FinInstnId></CdtrAgt>\n` : '';

export function paymentFileXml(file: PaymentFile): string {
  const total = file.transfers.reduce((sum, transfer) => sum + transfer.amountCents, 0);
  const agent = file.debtor.bic
    ? `<BICFI>${xml(file.debtor.bic)}</BICFI>`
    : '<Othr><Id>NOTPROVIDED</Id></Othr>';
  const transactions = file.transfers.map(
    (transfer) => `      <CdtTrfTxInf>
        <PmtId><EndToEndId>${xml(transfer.endToEndId)}</EndToEndId></PmtId>
        <Amt><InstdAmt Ccy="EUR">${centsToDecimal(transfer.amountCents)}</InstdAmt></Amt>
${creditorAgent(transfer.bic)}        <Cdtr><Nm>${xml(sepaText(transfer.name, 70))}</Nm></Cdtr>
        <CdtrAcct><Id><IBAN>${xml(transfer.iban)}</IBAN></Id></CdtrAcct>
        <RmtInf><Ustrd>${xml(sepaText(transfer.remittance, 140))}</Ustrd></RmtInf>
      </CdtTrfTxInf>`,
  );
  const debtorName = xml(sepaText(file.debtor.name, 70));
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.09">
  <CstmrCdtTrfInitn>
    <GrpHdr>
      <MsgId>${xml(file.messageId)}</MsgId>
      <CreDtTm>${creationTime(file.createdAt)}</CreDtTm>
      <NbOfTxs>${file.transfers.length}</NbOfTxs>
      <CtrlSum>${centsToDecimal(total)}</CtrlSum>
      <InitgPty><Nm>${debtorName}</Nm></InitgPty>
    </GrpHdr>
    <PmtInf>
      <PmtInfId>${xml(file.messageId)}</PmtInfId>
      <PmtMtd>TRF</PmtMtd>
      <NbOfTxs>${file.transfers.length}</NbOfTxs>
      <CtrlSum>${centsToDecimal(total)}</CtrlSum>
      <PmtTpInf><SvcLvl><Cd>SEPA</Cd></SvcLvl></PmtTpInf>
      <ReqdExctnDt><Dt>${file.executionDate}</Dt></ReqdExctnDt>
      <Dbtr><Nm>${debtorName}</Nm></Dbtr>
      <DbtrAcct><Id><IBAN>${xml(file.debtor.iban)}</IBAN></Id></DbtrAcct>
      <DbtrAgt><FinInstnId>${agent}</FinInstnId></DbtrAgt>
      <ChrgBr>SLEV</ChrgBr>
${transactions.join('\n')}
    </PmtInf>
  </CstmrCdtTrfInitn>
</Document>
`;
}
