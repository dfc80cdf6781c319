import { SystemAdminCreate, type UserRecord } from '@shutterday/domain/staff';
import * as v from 'valibot';
import type { Database } from '../../../db/client';
import { databaseViolation } from '../../../http/db-conflict';
import { hashPassword, normalizeEmail } from '../../accounts';
import { userAdminRepository } from '../repositories/user-admin';

/** Why a system administrator was not made: one sentence per problem, in words an operator acts on. */
export class SystemAdminRefused extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(problems.join('\n'));
    this.name = 'SystemAdminRefused';
    this.problems = problems;
  }
}

export const accountExists = (email: string): string =>
  `An account with the e-mail ${email} already exists; nothing was changed. Sign in with it (its password can be reset from the sign-in page), or choose another e-mail.`;

/**
 * Makes a system administrator whose password the caller chose: an installation's first one, when no one
 * can yet sign in to invite anybody. The product's rules hold as everywhere (the e-mail's form, the password's
 * length: SystemAdminCreate) and an e-mail that already has an account is refused, whatever its case.
 */
export async function createSystemAdmin(db: Database, input: { name: string; email: string; password: string }): Promise<UserRecord> {
  const parsed = v.safeParse(SystemAdminCreate, input);
  if (!parsed.success) throw new SystemAdminRefused(parsed.issues.map((issue) => `${v.getDotPath(issue)}: ${issue.message}`));
  const { name, email, password } = parsed.output;
  const refusal = new SystemAdminRefused([accountExists(normalizeEmail(email))]);
  if (await userAdminRepository.emailTaken(db, email)) throw refusal;
  const passwordHash = await hashPassword(password);
  try {
    return await db.transaction((tx) => userAdminRepository.create(tx, { role: 'systemAdmin', name, email, studioId: null, permissions: [], rspoJob: false }, passwordHash));
  } catch (error) {
    // Made by someone else between the check and the write.
    if (databaseViolation(error)?.code === '23505') throw refusal;
    throw error;
  }
}
