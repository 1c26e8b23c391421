import { PROCESSING_COMMON, PROCESSING_REGISTER } from '../../../shared/processing-register';
import type { ProcessingRegister } from '../../../shared/schemas/privacy';
import { TABLE_NAMES, TABLES } from '../../../shared/tables';

/** Lambda always knows its region; the local runtime says it runs on this machine. */
const region = () => process.env.AWS_REGION ?? 'lokaal (geen AWS)';

/** The register of processing (art. 30): every table of shared/tables.ts with its purpose text. */
export function processingRegister(): ProcessingRegister {
  const processor = `${PROCESSING_COMMON.processor}, regio ${region()}`;
  return {
    controller: PROCESSING_COMMON.controller,
    processor,
    region: region(),
    entries: TABLE_NAMES.map((name) => {
      const definition = TABLES[name];
      const text = PROCESSING_REGISTER[name];
      return {
        table: name,
        description: definition.description,
        ttlAttribute: 'ttlAttribute' in definition ? definition.ttlAttribute : null,
        indexes: Object.keys(definition.indexes),
        ...text,
        recipients: `${text.recipients} Verwerker: ${processor}.`,
        security: `${text.security} ${PROCESSING_COMMON.security}`,
      };
    }),
  };
}
