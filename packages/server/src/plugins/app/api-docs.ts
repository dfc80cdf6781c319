import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { toJsonSchema } from '@valibot/to-json-schema';
import type { FastifyInstance, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { isValibotSchema } from '../../http/valibot-compiler';

const PARTS = ['body', 'querystring', 'params', 'headers'] as const;

/** The same valibot schemas that validate requests are converted to JSON Schema for the document. */
function toOpenApiSchema(schema: FastifySchema): FastifySchema {
  const out: Record<string, unknown> = { ...schema };
  for (const part of PARTS) {
    const value = schema[part];
    // Transforms (text → number) have no JSON Schema form; the input shape is what callers send.
    if (isValibotSchema(value)) out[part] = toJsonSchema(value, { errorMode: 'ignore', typeMode: 'input' });
  }
  // Answers are what the server sends: their output shape, each with a line saying when it comes.
  const response = (schema as { response?: Record<string, unknown> }).response;
  if (response) {
    out.response = Object.fromEntries(
      Object.entries(response).map(([status, answer]) => [
        status,
        isValibotSchema(answer) ? { description: Number(status) < 300 ? 'Success' : 'Refused', ...toJsonSchema(answer, { errorMode: 'ignore', typeMode: 'output' }) } : answer,
      ]),
    );
  }
  return out as FastifySchema;
}

/** Tightens swagger-ui's static policy: only this origin, never framed. */
export function strictDocsPolicy(header: string): string {
  return header
    .replace(' upgrade-insecure-requests;', '')
    .replace("font-src 'self' https: data:", "font-src 'self' data:")
    .replace("style-src 'self' https:", "style-src 'self'")
    .replace(' validator.swagger.io', '')
    .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
    .replace(/ +;/g, ';')
    .concat(" form-action 'self';");
}

export const apiDocsPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        info: { title: `${app.config.productName} API`, version: '1.0.0', description: 'Every answer is { data } or { errors: [...] }; lists are { resultItems, currentPage, pageSize, totalRecords }.' },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
        security: [{ bearer: [] }],
      },
      hideUntagged: true,
      transform: ({ schema, url }) => ({ schema: schema ? toOpenApiSchema(schema) : schema, url }),
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      // No call to the public validator: the document stays on this server.
      uiConfig: { validatorUrl: null },
      // swagger-ui's own policy (hashes of its inline scripts and styles), made strict: nothing from other
      // origins, no framing, no plain-http upgrade rule that would break a local http deployment.
      staticCSP: true,
      transformStaticCSP: strictDocsPolicy,
    });
  },
  { name: 'api-docs', dependencies: ['config'] },
);
