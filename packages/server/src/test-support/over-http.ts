import type { FastifyInstance, InjectOptions } from 'fastify';

/**
 * A server running in another process, reached over HTTP behind the one method the test helpers call
 * (`inject`: method, url, headers, a JSON or raw payload), so the same helpers drive it as an app in process.
 */
export function overHttp(baseUrl: string): FastifyInstance {
  const inject = async (options: InjectOptions) => {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(options.headers ?? {})) if (value !== undefined) headers[name] = String(value);
    let body: string | Blob | undefined;
    if (typeof options.payload === 'string') body = options.payload;
    else if (Buffer.isBuffer(options.payload)) body = new Blob([new Uint8Array(options.payload)]);
    else if (options.payload !== undefined) {
      body = JSON.stringify(options.payload);
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(new URL(String(options.url), baseUrl), { method: options.method ?? 'GET', headers, body });
    const rawPayload = Buffer.from(await response.arrayBuffer());
    return {
      statusCode: response.status,
      headers: Object.fromEntries(response.headers),
      rawPayload,
      body: rawPayload.toString('utf8'),
      json: () => JSON.parse(rawPayload.toString('utf8')) as unknown,
    };
  };
  return { inject } as unknown as FastifyInstance;
}
