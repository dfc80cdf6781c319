import { createHash, randomBytes } from 'node:crypto';
import { RELEASE_TOKEN, RELEASE_TOKEN_MESSAGES, RELEASE_TOKEN_PREFIX, type CreatedReleaseToken, type ReleaseRemote, type ReleaseTokenCreate, type ReleaseTokenSummary } from '@shutterday/domain/staff';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../../db/client';
import { conflict, forbidden, notFound, unauthorized } from '../../../http/http-error';
import { currentUser, requireSystemAdmin } from '../../../http/guards';
import { releaseTokensRepository as tokens, type ReleaseTokenRow } from '../repositories/release-tokens';

/**
 * Release tokens (docs/remotes.md "A team's path to production"): a remote team's own credential. The secret
 * is 32 random bytes, so its SHA-256 is all the database needs to find it, and all a leaked table reveals.
 */
const secretHash = (secret: string): string => createHash('sha256').update(secret).digest('hex');

const summary = (row: ReleaseTokenRow): ReleaseTokenSummary => ({
  id: row.id,
  name: row.name,
  remote: row.remote as ReleaseRemote,
  mayMove: row.mayMove,
  createdBy: row.createdBy,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

export const listReleaseTokens = async (db: Executor): Promise<ReleaseTokenSummary[]> => (await tokens.active(db)).map(summary);

/** Makes a token; its secret is in this answer only. */
export async function createReleaseToken(db: Executor, input: ReleaseTokenCreate, by: string): Promise<CreatedReleaseToken> {
  if (await tokens.nameTaken(db, input.name)) throw conflict(RELEASE_TOKEN_MESSAGES.nameTaken);
  const secret = `${RELEASE_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const row = await tokens.insert(db, { ...input, secretHash: secretHash(secret), createdBy: by });
  return { token: summary(row), secret };
}

export async function revokeReleaseToken(db: Executor, id: number): Promise<void> {
  if (!(await tokens.revoke(db, id))) throw notFound(RELEASE_TOKEN_MESSAGES.notFound);
}

/** Who a release call is by: a team's token (by its name) or a system administrator (by e-mail). */
export interface ReleaseCaller {
  by: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    releaseCaller?: ReleaseCaller;
  }
}

const bearerOf = (header: string | undefined) => /^Bearer (\S{1,600})$/.exec(header ?? '')?.[1] ?? null;

/**
 * onRequest hook of the release routes (/api/release/:remote/...): a release token of that remote — which
 * must be allowed to move releases for anything but publishing — or a system administrator's sign-in.
 * Runs before the body is read, so a caller without the right learns nothing of the route's shape.
 */
export async function requireReleaseCaller(request: FastifyRequest): Promise<void> {
  const secret = bearerOf(request.headers.authorization);
  if (!secret?.startsWith(RELEASE_TOKEN_PREFIX)) {
    await requireSystemAdmin(request);
    request.releaseCaller = { by: currentUser(request).email };
    return;
  }
  const token = RELEASE_TOKEN.test(secret) ? await tokens.use(request.server.db, secretHash(secret)) : null;
  if (!token) throw unauthorized('This release token is not valid (revoked, or mistyped).');
  const remote = (request.params as Record<string, unknown> | undefined)?.remote;
  if (remote !== token.remote) throw forbidden(RELEASE_TOKEN_MESSAGES.otherRemote(token.remote as ReleaseRemote));
  // Publishing is uploading a release's files and recording it.
  const publishing = /\/(releases|release-files)$/.test(request.routeOptions.url ?? '');
  if (!publishing && !token.mayMove) throw forbidden(RELEASE_TOKEN_MESSAGES.mayNotMove);
  request.releaseCaller = { by: token.name };
}
