import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { DYNAMODB_TIMEOUTS } from './http-timeouts';

/**
 * One client per module load, reused across invocations. Each AWS client has its own module so a
 * function bundles only the SDKs it uses. Endpoints come from the standard AWS_ENDPOINT_URL_*
 * variables, so the same code talks to AWS or to the local stand-ins.
 */
export const dynamo = DynamoDBDocumentClient.from(new DynamoDBClient({ requestHandler: DYNAMODB_TIMEOUTS }), {
  marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
});

type Resolved = (args: { input: unknown }) => Promise<{ output: unknown }>;
type Stack = { identify(): string[]; concat(other: Stack): Stack };
/** What lib-dynamodb's document commands (GetCommand, PutCommand, …) carry besides their input. */
type DocumentCommand = {
  middlewareStack: Stack;
  clientCommand: {
    middlewareStack: Stack;
    resolveMiddleware(stack: Stack, configuration: unknown, options: unknown): Resolved;
  };
  addMarshallingMiddleware(configuration: unknown): void;
  resolveMiddleware(stack: Stack, configuration: unknown, options: unknown): () => Promise<unknown>;
};

/**
 * Each document command class's middleware chain, resolved once per container for the shared client
 * instead of on every send (issue 40 item 7). The SDK resolves a command's chain on each send: the
 * client's nine middlewares, the command's endpoint plugin and, for a document command, its
 * marshalling pair, a stack concatenated twice and sorted; for a GET of three requests that was most
 * of what createHandler added to the DynamoDB calls themselves. The SDK's own `cacheMiddleware`
 * option does this for plain commands, but a document command's resolved handler holds the first
 * command, so it cannot be used here. Instead the `resolveMiddleware` of each class this client sends
 * (patched when it first comes by, so a bundle carries no command class it does not use) keeps the
 * inner command's resolved chain and hands it each command's own inner command, which is what the
 * SDK's send does with a cached chain; the marshalling middleware reads only the class's key paths.
 * The client's `send` hands every command on to its class's `send` as it is at that moment, so
 * spies, mocks and fault injection on the prototype see every command. A command with middleware of
 * its own (repositories/table.ts `quiet`), another client, or options take the SDK's own path;
 * adding or removing a client middleware (the benchmarks' request capture) starts afresh.
 */
function resolveDocumentCommandsOnce(client: DynamoDBDocumentClient) {
  const resolved = new Map<unknown, Resolved>();
  const patched = new WeakSet<object>();
  const clientStack = client.middlewareStack as unknown as Stack &
    Record<string, (...args: unknown[]) => unknown>;
  for (const method of ['add', 'addRelativeTo', 'remove', 'removeByTag', 'use'] as const) {
    const original = clientStack[method]?.bind(clientStack);
    if (!original) continue;
    clientStack[method] = (...args: unknown[]) => {
      resolved.clear();
      return original(...args);
    };
  }
  const patch = (prototype: DocumentCommand) => {
    patched.add(prototype);
    const resolveEachTime = prototype.resolveMiddleware;
    prototype.resolveMiddleware = function resolveOnce(
      this: DocumentCommand,
      stack: Stack,
      configuration: unknown,
      options: unknown,
    ) {
      if (stack !== clientStack || options !== undefined || this.middlewareStack.identify().length > 0)
        return resolveEachTime.call(this, stack, configuration, options);
      let handler = resolved.get(prototype);
      if (!handler) {
        this.addMarshallingMiddleware(configuration);
        handler = this.clientCommand.resolveMiddleware(
          stack.concat(this.middlewareStack),
          configuration,
          options,
        );
        resolved.set(prototype, handler);
      }
      const chain = handler;
      return () => chain(this.clientCommand as unknown as { input: unknown });
    };
  };
  const ownSend = (...args: unknown[]) => {
    const command = args[0] as Partial<DocumentCommand> | null;
    if (typeof command?.addMarshallingMiddleware === 'function' && command.clientCommand) {
      const prototype = Object.getPrototypeOf(command) as DocumentCommand;
      if (!patched.has(prototype)) patch(prototype);
    }
    const send = (Object.getPrototypeOf(client) as { send: (...rest: unknown[]) => unknown }).send;
    return send.apply(client, args);
  };
  client.send = ownSend as typeof client.send;
}

resolveDocumentCommandsOnce(dynamo);
