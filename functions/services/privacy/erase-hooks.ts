import { declarationRecordSchema, deleteDeclaration } from '../../repositories/declarations';
import { deleteFamily, familyRecordSchema } from '../../repositories/families';
import { deleteSignInOfUser } from '../../repositories/sessions';
import { parseItem } from '../../repositories/table';
import { deleteUser, userRecordSchema } from '../../repositories/users';
import {
  declarationCounterChanges,
  familyCounterChanges,
  userCounterChanges,
} from '../statistics/counter-changes';
import { endAccessOf } from '../users/end-access';
import { type EraseHooks, privacyCatalogue } from './catalogue';
import { ChangedMeanwhile } from './erasure-engine';

/**
 * Whole records the dashboard counts are erased through their own repository write, which uncounts
 * them in the same transaction; a user's sessions and links end with their profile.
 */
export const ERASE_HOOKS: EraseHooks = {
  user: async (item, now) => {
    const user = parseItem(userRecordSchema, item, 'user record');
    if ((await deleteUser(user, userCounterChanges(user, null, now))) === 'changed')
      throw new ChangedMeanwhile(`user ${user.id}`);
    await Promise.all([endAccessOf(user.id), deleteSignInOfUser(user.id)]);
  },
  family: async (item, now) => {
    const family = parseItem(familyRecordSchema, item, 'family record');
    if ((await deleteFamily(family, familyCounterChanges(family, null, now))) === 'changed')
      throw new ChangedMeanwhile(`family ${family.id}`);
  },
  declaration: async (item, now) => {
    const declaration = parseItem(declarationRecordSchema, item, 'declaration record');
    if (!(await deleteDeclaration(declaration, declarationCounterChanges(declaration, null, now))))
      throw new ChangedMeanwhile(`declaration ${declaration.id}`);
  },
};

export const PRIVACY_CATALOGUE = privacyCatalogue(ERASE_HOOKS);
