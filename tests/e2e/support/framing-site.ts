import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A plain-http page of the association's site that frames the portal's public registration form,
 * whatever host name it is asked under (tests map names such as vereniging.test to 127.0.0.1, so the
 * frame's parent is another origin and, over http, no secure context).
 */
export function startFramingSite(portalUrl: string): Promise<{ port: number; server: Server }> {
  const html = `<!doctype html>
<html lang="nl">
  <head><meta charset="utf-8" /><title>Vereniging</title></head>
  <body>
    <h1>Huiswerkbegeleiding</h1>
    <iframe id="aanmelding" src="${portalUrl}/registration" title="Aanmelding" style="width:100%;height:1400px;border:0"></iframe>
  </body>
</html>`;
  const server = createServer((_, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve({ port: (server.address() as AddressInfo).port, server }));
  });
}
