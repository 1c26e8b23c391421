import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { type ExternalLink, externalLinkSchema } from '../../shared/schemas/external-links';
import { dynamo } from '../commons/dynamo';
import {
  countQuery,
  deleteUnchanged,
  nextId,
  parseItem,
  putNew,
  putUnchanged,
  queryAll,
  tableName,
} from './table';

/**
 * External links live in the settings table (shared/tables.ts: "Settings and external links"), all in
 * one partition (pk = LINK, sk = LINK#<id>): an association keeps a few dozen at most, and the
 * service refuses more than MAX_LINKS, so one Query returns them all.
 */
const TABLE = () => tableName('settings');
const PARTITION = 'LINK';
const key = (id: number) => ({ pk: PARTITION, sk: `LINK#${String(id).padStart(10, '0')}` });

export const allocateLinkId = () => nextId(TABLE(), 'LINK');

// Access pattern: every link, one Query on the LINK partition (sorted by sortOrder in the service).
export async function listLinks(): Promise<ExternalLink[]> {
  const items = await queryAll({
    TableName: TABLE(),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': PARTITION },
  });
  return items.map((item) => parseItem(externalLinkSchema, item, 'external link'));
}

// Access pattern: how many links exist (the default sortOrder of a new one), counted by the same Query.
export const countLinks = () =>
  countQuery({
    TableName: TABLE(),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': PARTITION },
  });

export async function getLink(id: number): Promise<ExternalLink | null> {
  const result = await dynamo.send(new GetCommand({ TableName: TABLE(), Key: key(id) }));
  return result.Item ? parseItem(externalLinkSchema, result.Item, 'external link') : null;
}

export const linkPutNew = (link: ExternalLink) => putNew(TABLE(), { ...key(link.id), ...link });
export const linkPutUnchanged = (link: ExternalLink, previousVersion: number) =>
  putUnchanged(TABLE(), { ...key(link.id), ...link }, previousVersion);
export const linkDeleteUnchanged = (link: ExternalLink) =>
  deleteUnchanged(TABLE(), key(link.id), link.version);
