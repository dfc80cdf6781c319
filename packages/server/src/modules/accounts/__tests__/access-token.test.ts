import { Permission } from '@shutterday/domain';
import type { Database } from '../../../db/client';
import { signAccessToken } from '../services/access-token';
import { AuthService } from '../services/auth-service';

// The token check alone (no database: whether the user is still who the token says is the guards' read,
// revocation.test.ts). A token whose signature was checked is kept; these are what keeping must not change.
const secret = new TextEncoder().encode('a-test-secret-that-is-long-enough-for-hs256');
const subject = { userId: 7, name: 'Ann Staff', email: 'ann@studio.test', permissions: [Permission.StudioCrud], studioId: 1, authVersion: 3, rspoJob: false };
const auth = () => new AuthService({} as Database, secret);

describe('the access token of a request', () => {
  it('is refused from its expiry on, though it was accepted (and kept) a moment before', async () => {
    const service = auth();
    const now = Date.now();
    const { token, expiresAt } = await signAccessToken(secret, subject, now);
    expect(await service.authenticate(`Bearer ${token}`, now)).toMatchObject({ id: 7, studioId: 1, authVersion: 3, permissions: [Permission.StudioCrud] });
    expect(await service.authenticate(`Bearer ${token}`, expiresAt.getTime() - 1000)).toMatchObject({ id: 7 });
    expect(await service.authenticate(`Bearer ${token}`, expiresAt.getTime())).toBeNull();
    expect(await service.authenticate(`Bearer ${token}`, expiresAt.getTime() + 60_000)).toBeNull();
  });

  it('is checked again when one character of an accepted token changes, and refused', async () => {
    const service = auth();
    const { token } = await signAccessToken(secret, subject);
    expect(await service.authenticate(`Bearer ${token}`)).not.toBeNull();
    const [header, payload, signature] = token.split('.');
    const edited = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), studio_id: 2 })).toString('base64url');
    expect(await service.authenticate(`Bearer ${header}.${edited}.${signature}`)).toBeNull();
    const flipped = signature!.slice(0, 10) + (signature![10] === 'A' ? 'B' : 'A') + signature!.slice(11);
    expect(await service.authenticate(`Bearer ${header}.${payload}.${flipped}`)).toBeNull();
  });

  it("is refused when signed with another key, whatever this server accepted before", async () => {
    const service = auth();
    await service.authenticate(`Bearer ${(await signAccessToken(secret, subject)).token}`);
    const other = await signAccessToken(new TextEncoder().encode('another-secret-that-is-long-enough-for-hs256'), subject);
    expect(await service.authenticate(`Bearer ${other.token}`)).toBeNull();
  });
});
