import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}

type Handler = (request: Received) => { status: number; body?: unknown };

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text === '' ? undefined : JSON.parse(text);
}

/**
 * A real HTTP server on a loopback port, answering like the platform's API does, so the client's
 * behaviour (refresh, retry, 503, errors) is tested over real requests rather than a fetch mock.
 */
export async function startApiPeer(handler: Handler): Promise<{ url: string; received: Received[]; close: () => Promise<void> }> {
  const received: Received[] = [];
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    void readBody(request).then((body) => {
      const entry = { method: request.method ?? 'GET', path: request.url ?? '/', authorization: request.headers.authorization, body };
      received.push(entry);
      const { status, body: answer } = handler(entry);
      response.writeHead(status, answer === undefined ? {} : { 'content-type': 'application/json' });
      response.end(answer === undefined ? '' : JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
