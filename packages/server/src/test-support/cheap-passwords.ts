// Every test file's `@node-rs/argon2` hashes at the test cost (test-passwords.ts); the server code under
// test is unchanged, and production never loads this file (the server project's setupFilesAfterEnv only).
import type * as Argon2 from '@node-rs/argon2';
import type * as TestPasswords from './test-passwords';

jest.mock('@node-rs/argon2', () => {
  const actual = jest.requireActual<typeof Argon2>('@node-rs/argon2');
  const { TEST_PASSWORD_COST } = jest.requireActual<typeof TestPasswords>('./test-passwords');
  return { ...actual, hash: (password: string | Uint8Array, options?: Argon2.Options) => actual.hash(password, { ...options, ...TEST_PASSWORD_COST }) };
});
