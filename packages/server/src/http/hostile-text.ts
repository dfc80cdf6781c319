import type { FastifyRequest } from 'fastify';
import { ValidationFailure } from './valibot-compiler';

const ALLOWED_CONTROLS = new Set([0x09, 0x0a, 0x0d]);

// NUL (PostgreSQL refuses it in text), the other C0 controls but tab/LF/CR, DEL and the C1 controls.
function hasControl(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 && !ALLOWED_CONTROLS.has(code)) || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const MAX_DEPTH = 32;

/** Why a text is refused, or null when it may pass. Tab, newline and CR are left to the field's schema. */
export function textProblem(text: string): string | null {
  if (hasControl(text)) return 'This text contains a control character that is not accepted';
  if (LONE_SURROGATE.test(text)) return 'This text contains an invalid character (a lone surrogate)';
  return null;
}

/** Every refused string (keys included) under `value`, as "path: message" lines. */
export function hostileText(value: unknown, where: string, path: string[] = [], depth = 0): string[] {
  const name = () => (path.length ? path.join('.') : where);
  if (typeof value === 'string') {
    const problem = textProblem(value);
    return problem ? [`${name()}: ${problem}`] : [];
  }
  if (!value || typeof value !== 'object') return [];
  if (depth > MAX_DEPTH) return [`${name()}: This value is nested too deeply`];
  const entries: Array<[string, unknown]> = Array.isArray(value) ? value.map((item, index) => [String(index), item]) : Object.entries(value);
  return entries.flatMap(([key, item]) => {
    const keyProblem = textProblem(key);
    if (keyProblem) return [`${[...path, JSON.stringify(key)].join('.')}: ${keyProblem}`];
    return hostileText(item, where, [...path, key], depth + 1);
  });
}

/**
 * preValidation hook of every route: a string anywhere in the path, the query or the body that holds NUL,
 * a control character or a lone surrogate is refused with a 400 naming it, before any schema or database.
 */
export async function refuseHostileText(request: FastifyRequest): Promise<void> {
  const messages = [
    ...hostileText(request.params, 'path'),
    ...hostileText(request.query, 'query'),
    ...hostileText(request.body, 'body'),
  ];
  if (messages.length) throw new ValidationFailure([...new Set(messages)].slice(0, 20));
}
