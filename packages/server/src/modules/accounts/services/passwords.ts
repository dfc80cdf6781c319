import { hash, verify } from '@node-rs/argon2';

// argon2id with the library defaults (OWASP's minimum: 19 MiB, 2 iterations); ≈ 60 ms per hash here.
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Verifying against this when the e-mail is unknown keeps the timing of both failures alike.
let dummyHash: Promise<string> | null = null;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hash('not-a-real-password-shutterday');
  return dummyHash;
}
