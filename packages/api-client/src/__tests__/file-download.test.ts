/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHttpClient } from '../http/create-client';

// apiGetFile uses the platform's client; this test points a client of the same make at a real server.
let server: Server;
let base = '';
beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url?.endsWith('/cards.pdf')) {
      response.writeHead(200, { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="camera-cards-spring-day.pdf"' });
      response.end('%PDF-1.3 test');
    } else {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ errors: ['Job not found'] }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

jest.mock('../http/client', () => ({ get http() { return createHttpClient({ prefix: base }); } }));

test('a downloaded file keeps its bytes and the name the server gave it', async () => {
  const { apiGetFile } = await import('../http/file-download');
  const file = await apiGetFile('studioadmin/studios/1/jobs/2/cards.pdf', 'fallback.pdf');
  expect(file.fileName).toBe('camera-cards-spring-day.pdf');
  expect(await file.blob.text()).toBe('%PDF-1.3 test');
});

test('a refused download is an ApiError with the server message', async () => {
  const { apiGetFile } = await import('../http/file-download');
  await expect(apiGetFile('studioadmin/studios/1/jobs/999/roster.pdf', 'roster.pdf')).rejects.toMatchObject({ status: 404, errors: ['Job not found'] });
});
