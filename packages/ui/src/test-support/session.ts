import { clearTokens, saveTokens } from '@shutterday/api-client';

const base64url = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** Logs a user in the way the app does (tokens in localStorage); the claims are what the guards read. */
export function signIn(claims: { permission: string | string[]; studio_id: number | null; name?: string; nameid?: string }): void {
  const token = `${base64url({ alg: 'none' })}.${base64url({ name: 'Test User', email: 't@shutterday.test', nameid: '1', exp: 2e9, ...claims })}.x`;
  saveTokens({ token, refreshToken: 'r', expiration: new Date(Date.now() + 3_600_000).toISOString() });
}

export const signOut = clearTokens;
