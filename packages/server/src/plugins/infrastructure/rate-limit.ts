import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client';
import { rateCountersRepository } from '../../modules/accounts/repositories/rate-counters';
import '../types';

type Incr = (key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number, max: number) => void;

/** A @fastify/rate-limit store on the shared counters table: every instance counts against one budget. */
function databaseStore(db: Database) {
  return class DatabaseRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = 'rate:',
    ) {}

    incr: Incr = (key, callback, timeWindow) => {
      const now = new Date();
      rateCountersRepository.hit(db, `${this.prefix}${key}`, timeWindow, now).then(
        (counter) => callback(null, { current: counter.count, ttl: Math.max(1000, counter.windowStart.getTime() + timeWindow - now.getTime()) }),
        (error: Error) => callback(error),
      );
    };

    child(routeOptions: { routeInfo: { method: string; url: string } }) {
      return new DatabaseRateLimitStore(undefined, `rate:${routeOptions.routeInfo.method}:${routeOptions.routeInfo.url}:`);
    }
  };
}

export const TOO_MANY_REQUESTS = 'Too many requests from your address. Please wait a moment and try again.';

/**
 * Per-address rate limits, opted into per route with `config: { rateLimit: { max, timeWindow } }`
 * (see docs/security.md). The address is request.ip, which honours X-Forwarded-For only from the
 * proxies TRUST_PROXY names.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  const options: RateLimitPluginOptions = {
    global: false,
    store: databaseStore(app.db) as unknown as RateLimitPluginOptions['store'],
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: (_request, context) => ({ statusCode: context.statusCode, message: TOO_MANY_REQUESTS }),
  };
  await app.register(rateLimit, options);
}, { name: 'rate-limit', dependencies: ['db'] });

const MINUTE = 60 * 1000;

/** The per-address budgets of the routes that guess-proof or expensive work hides behind (docs/security.md). */
export const RATE_LIMITS = {
  orderLookup: { max: 20, timeWindow: 15 * MINUTE },
  orderPage: { max: 60, timeWindow: 15 * MINUTE },
  forgotPassword: { max: 5, timeWindow: 15 * MINUTE },
  resetPassword: { max: 10, timeWindow: 15 * MINUTE },
  confirmEmail: { max: 10, timeWindow: 15 * MINUTE },
  setup: { max: 5, timeWindow: 60 * MINUTE },
  // Each preview draws a print: generous for a parent cropping and typing, a bound on drawing for anyone else.
  printPreview: { max: 1200, timeWindow: 15 * MINUTE },
  // A shell reports at most a failure or two per page; this bounds what one address can count against a canary.
  remoteFailures: { max: 30, timeWindow: 15 * MINUTE },
  // "Tell me when the photos are ready" and unsubscribe: a family's few children, not a list of guesses.
  notifySignup: { max: 10, timeWindow: 15 * MINUTE },
} as const;

/**
 * Per-address budgets of misses (answers "not found"), on top of the limits above: a guess that misses
 * costs, a hit does not (see http/miss-budget.ts).
 */
export const MISS_BUDGETS = {
  /** Order numbers tried on the order page: 5 free misses, then 1 s, 2 s, 4 s… between tries, then none after 20. */
  orderPage: { windowMs: 15 * MINUTE, max: 20, slowAfter: 5 },
} as const;
