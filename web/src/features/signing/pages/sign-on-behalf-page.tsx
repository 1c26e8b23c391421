import { Card, Typography } from 'antd';
import { useState } from 'react';
import type { UploadAndSignResponse } from '../../../../../shared/schemas/signing';
import { PageHeader } from '../../../components/page-header';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { SignForm } from '../components/sign-form';
import { SignSuccess } from '../components/sign-success';
import './signing.css';

const INFO_CARDS = [
  {
    title: 'Rechtsgeldigheid',
    text: 'Een eenvoudige elektronische handtekening volgens eIDAS, verzegeld met het certificaat van de vereniging. Geen gekwalificeerde handtekening.',
  },
  {
    title: 'Beveiliging',
    text: 'Het zegel dekt het hele bestand: elke latere wijziging maakt het ongeldig, ook in Adobe Reader of pdfsig.',
  },
  {
    title: 'Verificatie',
    text: 'Iedereen kan de ondertekening controleren met de QR-code, de verificatielink of door het bestand op de controlepagina te slepen.',
  },
  {
    title: 'Toegang',
    text: 'Ondertekenen namens de vereniging is voorbehouden aan bestuurders, bestuursleden, coördinatoren en beheerders.',
  },
];

/** /ondertekenen (spec §4): sign a PDF on behalf of the association, with its info cards and success view. */
export function SignOnBehalfPage() {
  useDocumentTitle('Document ondertekenen');
  const [signed, setSigned] = useState<UploadAndSignResponse | null>(null);
  return (
    <div className="list-screen">
      <PageHeader title="Document ondertekenen" subtitle="Onderteken een PDF namens de vereniging." />
      {signed ? (
        <SignSuccess answer={signed} onSignAnother={() => setSigned(null)} />
      ) : (
        <SignForm pdfOnly onSigned={setSigned} />
      )}
      <div className="signing-cards" style={{ marginTop: 24 }}>
        {INFO_CARDS.map((card) => (
          <Card key={card.title} title={card.title} size="small">
            <Typography.Paragraph style={{ margin: 0 }}>{card.text}</Typography.Paragraph>
          </Card>
        ))}
      </div>
    </div>
  );
}
