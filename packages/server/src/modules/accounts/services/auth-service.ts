import { randomUUID } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { parsePermissionClaim, Permission, type AuthTokenResponse } from '@shutterday/domain';
import type { Database, Executor } from '../../../db/client';
import { tooManyRequests, unauthorized } from '../../../http/http-error';
import { authTokensRepository } from '../repositories/auth-tokens';
import { usersRepository, type UserRow } from '../repositories/users';
import type { AuthUser } from '../../../http/auth-user';
import { signAccessToken, verifyAccessToken } from './access-token';
import { LoginThrottle, type ThrottleLimits } from './login-throttle';
import { dummyPasswordHash, verifyPassword } from './passwords';
import { hashToken, newOpaqueToken } from './secrets';

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const INVALID_LOGIN = 'Invalid email or password';
const INVALID_REFRESH = 'Your session has expired. Please log in again.';
/** Access tokens whose signature was checked, kept until they expire (≈ 0.5 KB each). */
const VERIFIED_TOKENS = 20_000;

/** Logins, token issuing and refresh-token rotation. Stateless apart from the database and the throttle. */
export class AuthService {
  readonly throttle: LoginThrottle;
  /**
   * The callers of tokens whose signature, issuer and claims were already checked, by the whole token:
   * checking an HS256 signature through jose costs more than the rest of a staff read (≈ 0.1–0.3 ms of the
   * event loop), and a staff page sends the same token on every call. Only a token that verified is kept,
   * byte for byte, so a changed token is checked again; its expiry is compared on every use. Whether the
   * user is still who the token says is not kept here: the guards read the user's auth version on every
   * request (docs/security.md "Revocation").
   */
  private readonly verified = new LRUCache<string, { user: AuthUser; expiresAtMs: number }>({ max: VERIFIED_TOKENS });

  constructor(
    private readonly db: Database,
    private readonly secret: Uint8Array,
    throttleLimits?: ThrottleLimits,
  ) {
    this.throttle = new LoginThrottle(db, throttleLimits);
  }

  async login(email: string, password: string, ip: string): Promise<AuthTokenResponse> {
    const account = email.trim().toLowerCase();
    const wait = await this.throttle.retryAfter(account, ip);
    if (wait > 0) throw tooManyRequests(`Too many login attempts. Try again in ${Math.ceil(wait / 60)} minute(s).`, wait);
    const user = await usersRepository.findByEmail(this.db, account);
    // Same work and the same answer whether or not the e-mail exists: no hint for account probing.
    const valid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
    if (!user || !valid || user.disabled) {
      await this.throttle.recordFailure(account, ip);
      throw unauthorized(INVALID_LOGIN);
    }
    await this.throttle.recordSuccess(account, ip);
    return this.issue(this.db, user, randomUUID());
  }

  /**
   * Issues an access token and a new refresh token in the given family, from the user's row as `db` sees it
   * now: a change made earlier in the same transaction (a new password) has bumped its auth version.
   */
  async issue(db: Executor, { id }: Pick<UserRow, 'id'>, familyId: string, now = new Date()): Promise<AuthTokenResponse> {
    const user = await usersRepository.findById(db, id);
    if (!user || user.disabled) throw unauthorized(INVALID_REFRESH);
    const permissions = await usersRepository.permissions(db, user.id);
    const { token, expiresAt } = await signAccessToken(this.secret, {
      userId: user.id,
      name: user.name,
      email: user.email,
      permissions: user.isSystemAdmin && !permissions.includes(Permission.SystemAdmin) ? [...permissions, Permission.SystemAdmin] : permissions,
      studioId: user.studioId,
      authVersion: user.authVersion,
      rspoJob: user.rspoJob && !user.isSystemAdmin,
    }, now.getTime());
    const refreshToken = newOpaqueToken();
    await authTokensRepository.insertRefresh(db, { userId: user.id, familyId, tokenHash: hashToken(refreshToken), expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS) });
    return { token, refreshToken, expiration: expiresAt.toISOString() };
  }

  /**
   * Rotates a refresh token. A token that was already rotated is being replayed — by an attacker or a
   * stolen copy — so its whole family is revoked and both holders must log in again.
   */
  async refresh(refreshToken: string, now = new Date()): Promise<AuthTokenResponse> {
    const tokenHash = hashToken(refreshToken);
    const row = await authTokensRepository.rotate(this.db, tokenHash, now);
    if (!row) {
      // Unknown, expired, already rotated (a replay, or the loser of a race) or of a revoked family.
      const known = await authTokensRepository.findRefresh(this.db, tokenHash);
      if (known && known.expiresAt > now) await authTokensRepository.revokeFamily(this.db, known.familyId, now);
      throw unauthorized(INVALID_REFRESH);
    }
    // A user switched off (or removed) since the login gets no new token: `issue` refuses them.
    return this.issue(this.db, { id: row.userId }, row.familyId, now);
  }

  async logout(refreshToken: string, now = new Date()): Promise<void> {
    const row = await authTokensRepository.findRefresh(this.db, hashToken(refreshToken));
    if (row) await authTokensRepository.revokeFamily(this.db, row.familyId, now);
  }

  /** The caller of a request, from its bearer token; null when absent or invalid. */
  async authenticate(authorization: string | undefined, now = Date.now()): Promise<AuthUser | null> {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
    if (!match) return null;
    const token = match[1]!;
    const known = this.verified.get(token);
    if (known) {
      if (now < known.expiresAtMs) return known.user;
      this.verified.delete(token);
      return null;
    }
    const claims = await verifyAccessToken(this.secret, token, now);
    if (!claims) return null;
    const permissions = Object.freeze(parsePermissionClaim(claims.permission)) as string[];
    const user: AuthUser = Object.freeze({
      id: Number(claims.nameid),
      name: claims.name,
      email: claims.email,
      permissions,
      studioId: claims.studio_id,
      isSystemAdmin: permissions.includes(Permission.SystemAdmin),
      authVersion: claims.auth_version,
      rspoJob: claims.rspo_job,
    });
    this.verified.set(token, { user, expiresAtMs: claims.exp * 1000 });
    return user;
  }
}
