import { INVALID_EMAIL_LINK } from '@shutterday/domain/staff';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../../db/client';
import { emailChangeTokens, users } from '../../../db/schema';
import { badRequest, conflict } from '../../../http/http-error';
import { hashToken, newOpaqueToken } from './secrets';

export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;
export const EMAIL_TAKEN_AT_CONFIRM = 'This e-mail address is now used by another account. Your e-mail stays the same.';

const pending = (userId: number, now: Date) =>
  and(eq(emailChangeTokens.userId, userId), isNull(emailChangeTokens.usedAt), gt(emailChangeTokens.expiresAt, now));

// The signed-in user's profile in one named statement (planned once per connection): the staff pages read it often.
const prepareProfile = (db: Executor) =>
  db
    .select({
      name: users.name,
      email: users.email,
      pendingEmail: sql<string | null>`(select ${emailChangeTokens.newEmail} from ${emailChangeTokens} where ${emailChangeTokens.userId} = ${sql.placeholder('userId')} and ${emailChangeTokens.usedAt} is null and ${emailChangeTokens.expiresAt} > ${sql.placeholder('now')}::timestamptz order by ${emailChangeTokens.id} desc limit 1)`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('own_profile');
const profileStatements = new WeakMap<Executor, ReturnType<typeof prepareProfile>>();

/** The user's name and e-mail with the new address waiting for its link (the newest still valid: `pending` below), in one read. */
export async function ownProfile(db: Executor, userId: number, now = new Date()): Promise<{ name: string; email: string; pendingEmail: string | null } | null> {
  const statement = profileStatements.get(db) ?? profileStatements.set(db, prepareProfile(db)).get(db)!;
  const [row] = await statement.execute({ userId, now: now.toISOString() });
  return row ?? null;
}

/** Forgets every pending change of this user: their links stop working. */
export async function cancelEmailChange(db: Executor, userId: number, now = new Date()): Promise<void> {
  await db.update(emailChangeTokens).set({ usedAt: now }).where(pending(userId, now));
}

/** Replaces any pending change with a new single-use link mailed to the NEW address; the login stays the same until it is opened. */
export async function requestEmailChange(app: FastifyInstance, user: { id: number; name: string }, newEmail: string, { askedBy, now = new Date() }: { askedBy?: string; now?: Date } = {}): Promise<void> {
  const token = newOpaqueToken();
  await app.db.transaction(async (tx) => {
    await cancelEmailChange(tx, user.id, now);
    await tx.insert(emailChangeTokens).values({ userId: user.id, newEmail, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_MS) });
  });
  const link = `${app.config.linkBase}/confirm-email?token=${encodeURIComponent(token)}`;
  await app.mailer.send({
    to: newEmail,
    subject: `Confirm your new ${app.config.productName} e-mail`,
    text: `Hello ${user.name},\n\n${askedBy ? `${askedBy} asked that you log in` : 'You asked to log in'} to ${app.config.productName} with this address from now on. Open this link within 24 hours to confirm it:\n\n${link}\n\nUntil then your account keeps its current e-mail. If it was not you, ignore this message.\n`,
  });
}

/** Consumes the link (once, before expiry), changes the login and tells the old address; nothing else of the account changes. */
export async function confirmEmailChange(app: FastifyInstance, token: string, now = new Date()): Promise<{ email: string }> {
  const changed = await app.db.transaction(async (tx) => {
    const [row] = await tx
      .update(emailChangeTokens)
      .set({ usedAt: now })
      .where(and(eq(emailChangeTokens.tokenHash, hashToken(token)), isNull(emailChangeTokens.usedAt), gt(emailChangeTokens.expiresAt, now)))
      .returning({ userId: emailChangeTokens.userId, newEmail: emailChangeTokens.newEmail });
    if (!row) throw badRequest(INVALID_EMAIL_LINK);
    const [other] = await tx.select({ id: users.id }).from(users).where(and(eq(users.email, row.newEmail), ne(users.id, row.userId)));
    if (other) throw conflict(EMAIL_TAKEN_AT_CONFIRM);
    const [before] = await tx.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, row.userId));
    await tx.update(users).set({ email: row.newEmail }).where(eq(users.id, row.userId));
    return { oldEmail: before!.email, name: before!.name, email: row.newEmail };
  });
  await app.mailer.send({
    to: changed.oldEmail,
    subject: `Your ${app.config.productName} e-mail was changed`,
    text: `Hello ${changed.name},\n\nThe e-mail of your ${app.config.productName} account was changed to ${changed.email}. From now on you log in with that address.\n\nIf it was not you, reply to this message or contact the studio at once.\n`,
  });
  return { email: changed.email };
}
