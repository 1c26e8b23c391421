import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../../functions/commons/dynamo';

/**
 * A second reference for cold-import figures: nothing but the portal's DynamoDB document client
 * (functions/commons/dynamo.ts) and one read, i.e. the floor under every route that touches a table.
 */
export const handler = async () => {
  const result = await dynamo.send(new GetCommand({ TableName: 'reference', Key: { pk: 'a', sk: 'b' } }));
  return { statusCode: 200, body: JSON.stringify(result.Item ?? null) };
};
