import type { ApprovalRefusal } from '../policies/approvals';

/**
 * Why an approval is refused under the four-eyes rule (shared/policies/approvals.ts): the server's
 * 403 message and the screen's explanation beside the disabled approve button are the same sentence.
 */
export const approvalMessages = {
  approvals: {
    declaration: {
      'created-it': 'U hebt deze declaratie zelf ingediend en kunt ze daarom niet goedkeuren.',
      'edited-it':
        'U hebt deze declaratie gewijzigd en kunt ze daarom niet goedkeuren. Een andere beoordelaar moet dat doen.',
      'set-payee-iban':
        'U hebt het rekeningnummer van deze persoon in de afgelopen 30 dagen ingesteld of gewijzigd en kunt deze declaratie daarom niet goedkeuren.',
    },
    entry: {
      'created-it': 'U hebt deze transactie zelf ingevoerd en kunt ze daarom niet goedkeuren.',
      'edited-it':
        'U hebt deze transactie gewijzigd en kunt ze daarom niet goedkeuren. Een andere bestuurder moet dat doen.',
      'set-payee-iban':
        'U hebt het rekeningnummer van de begunstigde in de afgelopen 30 dagen ingesteld of gewijzigd en kunt deze transactie daarom niet goedkeuren.',
    },
  } satisfies Record<'declaration' | 'entry', Record<ApprovalRefusal, string>>,
} as const;
