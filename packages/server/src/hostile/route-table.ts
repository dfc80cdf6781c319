import { CART_KEY_HEADER } from '@shutterday/domain';
import type { RouteOptions } from 'fastify';
import type * as v from 'valibot';
import { authClass, type AuthClass } from './route-classes';
import { HOSTILE_QUERY, type ParamValues } from './fixture';

export interface HostileRoute {
  method: string;
  url: string;
  auth: AuthClass | null;
  params: string[];
  body: v.GenericSchema | null;
  query: v.GenericSchema | null;
  /** The permissions the route declares (`config.permissions`); undefined when it declares none. */
  permissions: string[] | undefined;
  /** The route takes a file upload (multipart/form-data) instead of a JSON body. */
  multipart: boolean;
  /** The text fields an upload route takes next to its one file (`config.upload.fields`). */
  uploadFields: v.GenericSchema | null;
  /** Keys the query schema cannot do without. */
  requiredQuery: string[];
  schemas: Array<[string, v.GenericSchema]>;
  /** What it answers, per status (schema.response; see http/answers.ts). */
  answers: Record<string, unknown>;
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH']);

/** The route table as the suite sees it, from the routes an onRoute hook collected (HEAD copies left out). */
export function hostileRoutes(collected: RouteOptions[]): HostileRoute[] {
  const seen = new Set<string>();
  return collected.flatMap((route) =>
    [route.method].flat().filter((method) => method !== 'HEAD' && !seen.has(`${method} ${route.url}`) && seen.add(`${method} ${route.url}`)).map((method) => {
      const schema = (route.schema ?? {}) as Record<string, v.GenericSchema | undefined>;
      return {
        method,
        url: route.url,
        auth: authClass(route.url),
        params: [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]!),
        body: schema.body ?? null,
        query: schema.querystring ?? null,
        permissions: (route.config as { permissions?: string[] } | undefined)?.permissions,
        multipart: [(route.schema as { consumes?: string[] } | undefined)?.consumes ?? []].flat().includes('multipart/form-data'),
        uploadFields: (route.config as { upload?: { fields: v.GenericSchema } } | undefined)?.upload?.fields ?? null,
        requiredQuery: requiredKeys(schema.querystring),
        schemas: (['body', 'querystring', 'params'] as const).flatMap((part) => (schema[part] ? [[part, schema[part]] as [string, v.GenericSchema]] : [])),
        answers: (route.schema as { response?: Record<string, unknown> } | undefined)?.response ?? {},
      };
    }),
  );
}

function requiredKeys(schema: v.GenericSchema | undefined): string[] {
  const entries = (schema as { entries?: Record<string, { type: string }> } | undefined)?.entries ?? {};
  return Object.entries(entries)
    .filter(([, entry]) => entry.type !== 'optional' && entry.type !== 'nullish' && entry.type !== 'exact_optional')
    .map(([key]) => key);
}

/** `?key=value` for the keys the route's query requires, from HOSTILE_QUERY. */
export function requiredQueryString(route: HostileRoute): string {
  const pairs = route.requiredQuery.filter((key) => HOSTILE_QUERY[key] !== undefined).map((key) => `${key}=${encodeURIComponent(HOSTILE_QUERY[key]!)}`);
  return pairs.length ? `?${pairs.join('&')}` : '';
}

/** What the suite cannot cover: each line says what to do about it. */
export function coverageProblems(routes: HostileRoute[], params: ParamValues, fixtureFile: string, classesFile: string): string[] {
  return routes.flatMap((route) => [
    ...(route.auth ? [] : [`${route.method} ${route.url}: neither a studio, a system, an account nor a listed public route — classify it in ${classesFile}`]),
    ...route.params.filter((name) => !params[name]).map((name) => `${route.method} ${route.url}: add ${name} to the hostile fixture in ${fixtureFile}`),
    // Public routes carry signed query values (s, token) of their own; the positive read is of studio routes.
    ...(route.auth && route.auth !== 'public' ? route.requiredQuery : []).filter((key) => HOSTILE_QUERY[key] === undefined).map((key) => `${route.method} ${route.url}: add the query key ${key} to HOSTILE_QUERY in ${fixtureFile}`),
    ...(route.multipart && !route.uploadFields ? [`${route.method} ${route.url}: a multipart route without config.upload (the fields it takes next to its one file) cannot be held to them`] : []),
    ...(MUTATING.has(route.method) && !route.body && !route.multipart ? [`${route.method} ${route.url}: a ${route.method} without a valibot body schema (or schema.consumes multipart/form-data) cannot be checked`] : []),
  ]);
}

/** The path with every parameter filled: `who` picks the victim's or the attacker's value, per parameter. */
export function fillPath(route: HostileRoute, params: ParamValues, who: (name: string) => 'victim' | 'attacker' = () => 'victim'): string {
  return route.url
    .replace(/:(\w+)\??/g, (_, name: string) => encodeURIComponent((who(name) === 'attacker' ? params[name]?.attacker : null) ?? params[name]!.victim))
    .replace(/\*$/, 'hostile-probe');
}

export const cartHeaders = () => ({ [CART_KEY_HEADER]: 'hostile-suite-cart-key-0123456789' });
