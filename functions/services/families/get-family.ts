import type { Actor } from '../auth/sessions';
import { visibleFamily } from './family-access';
import { presentFamily } from './present-family';

export async function getFamilyFor(actor: Actor, id: number) {
  return presentFamily(await visibleFamily(actor, id));
}
