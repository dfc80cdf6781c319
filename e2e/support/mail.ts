import { expect } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/**
 * The test outbox: `npm test` starts the journeys' server with MAIL_OUTBOX_DIR, where every mail it sends is
 * also written as a file, and hands that folder over in E2E_MAIL_OUTBOX.
 */
function outbox(): OutboxMail[] {
  const dir = process.env.E2E_MAIL_OUTBOX;
  if (!dir) throw new Error('E2E_MAIL_OUTBOX is not set: run the journeys with `npm test -- e2e`');
  let files: string[];
  try {
    files = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return files.map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as OutboxMail);
}

/** The newest mail to that address whose subject matches, once it has arrived. */
export async function latestMailTo(to: string, subject: RegExp, { timeout }: { timeout?: number } = {}): Promise<OutboxMail> {
  const find = () => outbox().filter((mail) => mail.to === to && subject.test(mail.subject)).at(-1);
  await expect.poll(() => find() !== undefined, { message: `a mail to ${to} with the subject ${subject}`, timeout }).toBe(true);
  return find()!;
}

/** The single-use link (path and query) a mail carries to choose a password. */
export function passwordLinkIn(mail: OutboxMail): string {
  const match = /(\/reset-password\?token=[\w%-]+(?:&invitation=1)?)/.exec(mail.text);
  if (!match) throw new Error(`no password link in the mail "${mail.subject}"`);
  return match[1]!;
}
