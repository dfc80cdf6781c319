import type { FastifySchemaCompiler } from 'fastify';
import * as v from 'valibot';

/** Raised by the valibot validator; the error handler turns it into a 400 naming each field. */
export class ValidationFailure extends Error {
  readonly statusCode = 400;
  readonly messages: string[];

  constructor(messages: string[]) {
    super(messages.join('; '));
    this.name = 'ValidationFailure';
    this.messages = messages;
  }
}

const WHERE: Record<string, string> = { body: 'body', querystring: 'query', params: 'path', headers: 'headers' };

function describe(issue: v.BaseIssue<unknown>, part: string): string {
  const path = issue.path?.map((item) => String(item.key)).join('.');
  // A missing key shows up as "received undefined": say it the way the forms do.
  const message = issue.received === 'undefined' && path ? 'This field is required' : issue.message;
  if (path) return `${path}: ${message}`;
  if (issue.kind === 'schema' && issue.type === 'object') return `${WHERE[part] ?? part}: Expected a JSON object`;
  return `${WHERE[part] ?? part}: ${message}`;
}

export function isValibotSchema(schema: unknown): schema is v.GenericSchema {
  return !!schema && typeof schema === 'object' && (schema as { kind?: unknown }).kind === 'schema' && '~run' in schema;
}

/** Fastify validator compiler: route schemas are the valibot schemas of packages/domain. */
export const valibotValidatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  if (!isValibotSchema(schema)) throw new Error(`Route schema for ${httpPart} is not a valibot schema`);
  return (data: unknown) => {
    const result = v.safeParse(schema, data ?? undefined);
    if (result.success) return { value: result.output };
    const messages = [...new Set(result.issues.map((issue) => describe(issue, httpPart ?? 'body')))];
    return { error: new ValidationFailure(messages) };
  };
};
