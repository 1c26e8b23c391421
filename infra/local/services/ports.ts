import { createServer, type Server } from 'node:net';

/**
 * Asks the OS for `count` distinct free ports on 127.0.0.1. All listeners stay open until every port is known,
 * so the OS cannot hand out the same port twice; the ports are free again once this resolves.
 */
export async function findFreePorts(count: number): Promise<number[]> {
  const servers: Server[] = [];
  try {
    const ports: number[] = [];
    for (let i = 0; i < count; i++) {
      const server = createServer();
      servers.push(server);
      ports.push(await listenOnAnyPort(server));
    }
    return ports;
  } finally {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  }
}

function listenOnAnyPort(server: Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      if (address === null || typeof address === 'string') {
        reject(new Error('Could not determine a free TCP port on 127.0.0.1.'));
        return;
      }
      resolve(address.port);
    });
  });
}
