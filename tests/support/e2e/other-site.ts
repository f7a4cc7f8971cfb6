import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A page of another site (127.0.0.1 on a port of its own, while the portal is
// localhost): what an attacker's page can make the browser do, under no policy of the portal's.
export async function otherSite(html: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
