/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHttpClient } from '../http/create-client';

let server: Server;
let base = '';
const asked: string[] = [];
beforeAll(async () => {
  server = createServer((request, response) => {
    asked.push(request.url!);
    if (request.url!.includes('item=404')) {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ errors: ['Package item not found'] }));
      return;
    }
    response.writeHead(200, { 'content-type': 'image/jpeg' });
    response.end(Buffer.from([0xff, 0xd8, 0xff, 0xd9]));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

jest.mock('../http/client', () => ({ get http() { return createHttpClient({ prefix: base }); } }));

const input = {
  packageItemId: 12,
  photos: [{ imageUrl: '/api/customer/images/42/thumbnail?e=1790000000&s=abcDEF_-0123456789abcd', crop: { cropX: 60, cropY: 60, xMid: 40, yMid: 50 }, rotation: 90 }],
  backgroundId: 3,
  texts: ['Ava Lopez'],
};

test('the preview URL names the item, each photo by its signed token, and the choices', async () => {
  const { printPreviewUrl } = await import('../endpoints/customer-print-preview');
  expect(printPreviewUrl(7, input)).toBe('/api/customer/jobs/7/print-preview?item=12&p0=42.1790000000.abcDEF_-0123456789abcd&c0=60%2C60%2C40%2C50&r0=90&bg=3&t0=Ava+Lopez');
  expect(printPreviewUrl(7, input)).toBe(printPreviewUrl(7, { ...input }));
});

test('the preview fetched through the client is the image the server drew, a refusal an ApiError', async () => {
  const { getPrintPreview } = await import('../endpoints/customer-print-preview');
  const blob = await getPrintPreview(7, { ...input, format: 'webp', size: 320 });
  expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([0xff, 0xd8, 0xff, 0xd9]);
  expect(asked.at(-1)).toContain('/api/customer/jobs/7/print-preview?item=12&');
  expect(asked.at(-1)).toContain('&w=320&f=webp');
  await expect(getPrintPreview(7, { ...input, packageItemId: 404 })).rejects.toMatchObject({ status: 404, errors: ['Package item not found'] });
});
