/**
 * The in-memory local stack in a process of its own, for `npm run bench:load`: the load generator
 * must not share the server's event loop. Prints one JSON line with the portal's URL once ready;
 * stops on SIGTERM/SIGINT or when its parent closes stdin.
 */
import { startInMemoryStack } from './local-portal';

const stack = await startInMemoryStack();
process.stdout.write(`${JSON.stringify({ url: stack.url })}\n`);

let isStopping = false;
const shutdown = async () => {
  if (isStopping) return;
  isStopping = true;
  await stack.stop();
  process.exit(0);
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
process.stdin.on('end', shutdown);
process.stdin.resume();
