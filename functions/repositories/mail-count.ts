import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../commons/dynamo';
import { COUNTS_PARTITION, monthOf, monthSortKey } from './statistics-counters';
import { tableName } from './table';

/**
 * Counts one mail the channel accepted on the month's counter item (Europe/Brussels month): one
 * atomic ADD by key, which creates the item or attribute when it is the month's first mail.
 */
export async function countSentMail(now: Date): Promise<void> {
  await dynamo.send(
    new UpdateCommand({
      TableName: tableName('statistics'),
      Key: { pk: COUNTS_PARTITION, sk: monthSortKey(monthOf(now)) },
      UpdateExpression: 'ADD #mailsSent :one',
      ExpressionAttributeNames: { '#mailsSent': 'mailsSent' },
      ExpressionAttributeValues: { ':one': 1 },
    }),
  );
}
