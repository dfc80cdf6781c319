import type { FastifyInstance } from 'fastify';
import { bearer, freshAddress, login, loginSystemAdmin } from './auth';

export interface SetupPayload {
  studioName: string;
  studioSlug: string;
  name: string;
  email: string;
  password: string;
}

/**
 * A second studio as a real one comes to be: opened by setup (pending), approved by a system administrator,
 * then its first administrator logs in.
 */
export async function openApprovedStudio(app: FastifyInstance, payload: SetupPayload): Promise<{ token: string; studioId: number }> {
  const setup = await app.inject({ method: 'POST', url: '/api/auth/setup', payload, remoteAddress: freshAddress() });
  if (setup.statusCode !== 202) throw new Error(`setup answered ${setup.statusCode}: ${setup.body}`);
  const { token } = await login(app, payload.email, payload.password);
  const studioId = Number(JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).studio_id);
  const admin = await loginSystemAdmin(app);
  const approved = await app.inject({ method: 'POST', url: `/api/admin/studios/${studioId}/approve`, headers: bearer(admin.token), payload: { slug: payload.studioSlug } });
  if (approved.statusCode !== 200) throw new Error(`approve answered ${approved.statusCode}: ${approved.body}`);
  return { token, studioId };
}
