import type { Actor } from '../auth/sessions';
import { visibleDeclaration } from '../declarations/declaration-access';
import { lawCheckOf } from './law-approval';

/** GET /api/declarations/{id}/law-check: what approving this declaration does to the declarant's totals. */
export async function declarationLawCheck(actor: Actor, id: number) {
  return lawCheckOf(await visibleDeclaration(actor, id));
}
