// The server's own cost, not the tests' (test-support/cheap-passwords.ts lowers it for every other file).
jest.unmock('@node-rs/argon2');

import { hashPassword, verifyPassword } from '../services/passwords';

it('stores a password as argon2id at OWASP’s minimum cost (19 MiB, 2 iterations) and verifies only that password', async () => {
  const stored = await hashPassword('Correct-horse-2026!');
  expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  expect(await verifyPassword(stored, 'Correct-horse-2026!')).toBe(true);
  expect(await verifyPassword(stored, 'Correct-horse-2027!')).toBe(false);
});
