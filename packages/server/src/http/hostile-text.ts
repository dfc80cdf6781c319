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
export function hostileText(value: unknown, where: string): string[] {
  const found: string[] = [];
  visit(value, where, [], 0, found);
  return found;
}

// Runs on every request: one shared path and one list of findings, nothing allocated while all is well.
function visit(value: unknown, where: string, path: string[], depth: number, found: string[]): void {
  if (typeof value === 'string') {
    const problem = textProblem(value);
    if (problem) found.push(`${path.length ? path.join('.') : where}: ${problem}`);
    return;
  }
  if (!value || typeof value !== 'object') return;
  if (depth > MAX_DEPTH) {
    found.push(`${path.length ? path.join('.') : where}: This value is nested too deeply`);
    return;
  }
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      path.push(String(index));
      visit(value[index], where, path, depth + 1, found);
      path.pop();
    }
    return;
  }
  for (const key of Object.keys(value)) {
    const keyProblem = textProblem(key);
    if (keyProblem) {
      found.push(`${[...path, JSON.stringify(key)].join('.')}: ${keyProblem}`);
      continue;
    }
    path.push(key);
    visit((value as Record<string, unknown>)[key], where, path, depth + 1, found);
    path.pop();
  }
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
