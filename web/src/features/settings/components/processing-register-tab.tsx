import { Alert, Button, Collapse, Descriptions, Spin, Typography } from 'antd';
import { PROCESSING_REGISTER_PDF_URL, useProcessingRegister } from '../api/get-processing-register';

/**
 * The register of processing (AVG art. 30, issue 32): per table who and what it is about, why, on
 * which basis, how long, who receives it and how it is protected; built by the server from the table
 * definitions, and downloadable as a PDF.
 */
export function ProcessingRegisterTab() {
  const register = useProcessingRegister();
  if (register.isPending) return <Spin />;
  if (register.isError || !register.data)
    return <Alert type="error" title="Het register kon niet worden geladen." />;
  const { controller, processor, entries } = register.data;
  return (
    <div className="settings-fields">
      <Typography.Paragraph>
        Register van verwerkingsactiviteiten (AVG art. 30). Verwerkingsverantwoordelijke: {controller}{' '}
        Verwerker: {processor}.
      </Typography.Paragraph>
      <div>
        <Button href={PROCESSING_REGISTER_PDF_URL} download>
          Register als PDF downloaden
        </Button>
      </div>
      <Collapse
        aria-label="Tabellen"
        items={entries.map((entry) => ({
          key: entry.table,
          label: `Tabel ${entry.table}: ${entry.purpose}`,
          children: (
            <Descriptions
              size="small"
              column={1}
              bordered
              items={[
                { key: 'subjects', label: 'Betrokkenen', children: entry.dataSubjects },
                { key: 'data', label: 'Gegevens', children: entry.dataCategories },
                { key: 'basis', label: 'Rechtsgrond', children: entry.legalBasis },
                { key: 'retention', label: 'Bewaartermijn', children: entry.retention },
                { key: 'recipients', label: 'Ontvangers', children: entry.recipients },
                { key: 'security', label: 'Beveiliging', children: entry.security },
                { key: 'definition', label: 'Tabel', children: entry.description },
              ]}
            />
          ),
        }))}
      />
    </div>
  );
}
