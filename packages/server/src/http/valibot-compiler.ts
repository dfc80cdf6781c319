import type { FastifySchemaCompiler } from 'fastify';
import * as v from 'valibot';
import { NOT_AN_OBJECT, shapeProblems } from './input-shape';

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
  if (issue.kind === 'schema' && issue.type.endsWith('object')) return `${WHERE[part] ?? part}: ${NOT_AN_OBJECT}`;
  return `${WHERE[part] ?? part}: ${message}`;
}

export function isValibotSchema(schema: unknown): schema is v.GenericSchema {
  return !!schema && typeof schema === 'object' && (schema as { kind?: unknown }).kind === 'schema' && '~run' in schema;
}

/** Fastify validator compiler: route schemas are the valibot schemas of packages/domain. */
export const valibotValidatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  if (!isValibotSchema(schema)) throw new Error(`Route schema for ${httpPart} is not a valibot schema`);
  const where = WHERE[httpPart ?? 'body'] ?? 'body';
  return (data: unknown) => {
    // Structure first: an array for an object or a key the schema does not name is refused outright.
    const shape = shapeProblems(schema, data, where, where === 'body');
    if (shape.length) return { error: new ValidationFailure([...new Set(shape)].slice(0, 20)) };
    const result = v.safeParse(schema, data ?? undefined);
    if (result.success) return { value: result.output };
    const messages = [...new Set(result.issues.map((issue) => describe(issue, httpPart ?? 'body')))];
    return { error: new ValidationFailure(messages) };
  };
};
