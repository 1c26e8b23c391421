/**
 * Child-process entry that runs s3rver (see s3.ts for why it is not in-process).
 * argv: <directory> <port>. Reports `{ port }` or `{ error }` over the IPC channel once, and exits when the
 * channel closes, i.e. when the parent stops it or dies without stopping it.
 */
import S3rver from 's3rver';

export type S3rverProcessMessage = { port: number } | { error: string };

// Waits for the message to leave before the caller exits, or it would be lost.
const report = (message: S3rverProcessMessage) =>
  new Promise<void>((resolve) => {
    if (process.send === undefined) resolve();
    else process.send(message, () => resolve());
  });

process.on('disconnect', () => process.exit(0));

const [directory, port] = process.argv.slice(2);
if (directory === undefined || port === undefined) {
  await report({ error: 'usage: s3rver-process.ts <directory> <port>' });
  process.exit(2);
}

try {
  const address = await new S3rver({
    address: '127.0.0.1',
    port: Number(port),
    directory,
    silent: true,
  }).run();
  await report({ port: address.port });
} catch (error) {
  await report({ error: error instanceof Error ? error.message : String(error) });
  process.exit(1);
}
