import { Alert } from 'antd';

/** Honest scope (issue 18): a simple electronic signature with the association's own seal, not qualified. */
export function EidasInfo() {
  return (
    <Alert
      type="info"
      showIcon
      title="eIDAS: eenvoudige elektronische handtekening"
      description={
        <>
          Documenten worden ondertekend met een eenvoudige elektronische handtekening volgens de Europese
          eIDAS-verordening en verzegeld met het eigen certificaat van de vereniging. Elke wijziging van het
          bestand na de ondertekening maakt het zegel ongeldig. Het is geen gekwalificeerde elektronische
          handtekening.
        </>
      }
    />
  );
}
