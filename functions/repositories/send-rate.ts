import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../commons/dynamo';
import { sendRateKey } from './keys/mail';
import { isConditionFailure, tableName } from './table';

const TABLE = () => tableName('mail');

/**
 * Takes the next send slot of the SES account, shared by every bulk-mail consumer however many run:
 * one item holds `next`, the earliest time (epoch ms) the next message may go. When it lies in the
 * past the slot is now and `next` becomes now + interval; otherwise the slot is `next` and it moves on
 * by one interval. Both are single conditional updates, so two consumers never get the same slot and
 * together they keep to the account's rate. Returns the slot; the caller waits until then.
 */
export async function reserveSendSlot(intervalMs: number, nowMs: number): Promise<number> {
  for (;;) {
    try {
      await dynamo.send(
        new UpdateCommand({
          TableName: TABLE(),
          Key: sendRateKey,
          UpdateExpression: 'SET #next = :after',
          ConditionExpression: 'attribute_not_exists(#next) OR #next <= :now',
          ExpressionAttributeNames: { '#next': 'next' },
          ExpressionAttributeValues: { ':after': nowMs + intervalMs, ':now': nowMs },
        }),
      );
      return nowMs;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
    try {
      const result = await dynamo.send(
        new UpdateCommand({
          TableName: TABLE(),
          Key: sendRateKey,
          UpdateExpression: 'ADD #next :interval',
          ConditionExpression: '#next > :now',
          ExpressionAttributeNames: { '#next': 'next' },
          ExpressionAttributeValues: { ':interval': intervalMs, ':now': nowMs },
          ReturnValues: 'UPDATED_NEW',
        }),
      );
      return Number(result.Attributes?.next) - intervalMs;
    } catch (error) {
      // The slots ran out between the two updates: the bucket is idle again, so try the first one.
      if (!isConditionFailure(error)) throw error;
    }
  }
}
