import { dynamo } from '../../../functions/commons/dynamo';

/**
 * Counts the DynamoDB requests the handlers send while `action` runs, by command (`GetItemCommand`,
 * `BatchGetItemCommand`…). The in-process portal loads the handlers into this test file's module graph,
 * so their client is this one. Only for a file whose requests run one at a time while it counts.
 */
export async function dynamoRequestsDuring(action: () => Promise<unknown>): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  const name = `count-requests-${Math.random()}`;
  dynamo.middlewareStack.add(
    (next, context) => (args) => {
      const command = String((context as { commandName?: unknown }).commandName);
      counts[command] = (counts[command] ?? 0) + 1;
      return next(args);
    },
    { step: 'initialize', name },
  );
  try {
    await action();
  } finally {
    dynamo.middlewareStack.remove(name);
  }
  return counts;
}
