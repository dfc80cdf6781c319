import { once } from 'node:events';
import { createServer, type Server, type Socket } from 'node:net';
import { eq } from 'drizzle-orm';
import { mailLog } from '../../../db/schema';
import { DEMO } from '../../../seed/demo-constants';
import { createTestApp, type TestContext } from '../../../test-support/app';
import { freePort } from '../../../test-support/loopback';
import { answeringRelay } from '../../../test-support/smtp-relay';
import { InProcessQueue } from '../../queue/in-process-queue';
import { loginSystemAdmin, bearer, freshAddress } from '../../../test-support/auth';

/** Asks until `ok` says yes; the test's own timeout is the limit, so a slow hour only waits longer. */
async function until(ask: () => Promise<boolean> | boolean): Promise<void> {
  while (!(await ask())) await new Promise((resolve) => setTimeout(resolve, 50));
}

/** A relay that takes every connection and never says a word. */
async function silentRelay(port: number): Promise<{ close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
  });
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  return {
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Every relay a test opened, closed after it whatever happened. */
const relays: Array<{ close(): Promise<void> }> = [];
/** The relay, closed once: by the test when it moves on, else after it. */
const opened = <T extends { close(): Promise<void> }>(relay: T): T => {
  let closing: Promise<void> | undefined;
  const once = { ...relay, close: () => (closing ??= relay.close()) };
  relays.push(once);
  return once;
};

describe('mail goes out through the queue, never inside a request', () => {
  let ctx: TestContext;
  let port: number;
  beforeEach(async () => {
    port = await freePort();
  });
  afterEach(async () => {
    await ctx?.close();
    await Promise.all(relays.splice(0).map((relay) => relay.close().catch(() => undefined)));
  });

  const open = async () => {
    // Short waits and pauses, so the retries happen within the test.
    ctx = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Demo Photo Co <orders@photos.example>' }, mailDelivery: { retry: { attempts: 30, delayMs: 100 }, relayTimeoutMs: 300 } });
  };
  const forgot = (email: string) => ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress: freshAddress() });
  const logged = async (to: string) => ctx.db.select({ id: mailLog.id, status: mailLog.status, error: mailLog.error }).from(mailLog).where(eq(mailLog.to, to));

  it('answers a known and an unknown address alike while the relay never answers, and sends the mail once the relay is back', async () => {
    const silent = opened(await silentRelay(port));
    await open();
    const known = await forgot(DEMO.studioAdmin.email);
    const unknown = await forgot('nobody-here@example.com');
    expect([known.statusCode, known.body]).toEqual([unknown.statusCode, unknown.body]);
    expect(known.statusCode).toBe(202);
    // Answered while the relay has not said a word: the mail is owed, not sent.
    expect((await logged(DEMO.studioAdmin.email)).map((row) => row.status)).toEqual(['recorded']);

    await silent.close();
    const relay = opened(await answeringRelay(port));
    await until(async () => (await logged(DEMO.studioAdmin.email))[0]?.status === 'sent');
    expect(relay.received).toHaveLength(1);
    expect(relay.received[0]).toMatch(/^From: Demo Photo Co <orders@photos\.example>$/m);
    expect(relay.received[0]).toMatch(new RegExp(`^To: ${DEMO.studioAdmin.email}$`, 'm'));
    expect(relay.received[0]).toMatch(/^Subject: Reset your Shutterday password$/m);
  });

  it('marks a message failed after its last try, and the e-mail log sends it again', async () => {
    const silent = opened(await silentRelay(port));
    ctx = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` }, mailDelivery: { retry: { attempts: 2, delayMs: 50 }, relayTimeoutMs: 200 } });
    await forgot(DEMO.studioAdmin.email);
    await until(async () => (await logged(DEMO.studioAdmin.email))[0]?.status === 'failed');
    const [failed] = await logged(DEMO.studioAdmin.email);
    // The relay's silence as nodemailer words it: which of its waits ran out first depends on the hour.
    expect(failed!.error).toMatch(/^(Greeting never received|Timeout|Connection timeout)$/);
    await silent.close();

    const relay = opened(await answeringRelay(port));
    const admin = bearer((await loginSystemAdmin(ctx.app)).token);
    const resend = await ctx.app.inject({ method: 'POST', url: `/api/admin/mail-log/${failed!.id}/resend`, headers: admin, payload: {} });
    expect([resend.statusCode, resend.json().data]).toMatchObject([200, { id: failed!.id, status: 'recorded' }]);
    await until(async () => (await logged(DEMO.studioAdmin.email))[0]?.status === 'sent');
    expect(relay.received).toHaveLength(1);
    const missing = await ctx.app.inject({ method: 'POST', url: '/api/admin/mail-log/999999/resend', headers: admin, payload: {} });
    expect([missing.statusCode, missing.json()]).toEqual([404, { errors: ['This e-mail is not in the log'] }]);
  });

  it('sends a message once when it is queued again while its first delivery waits on the relay', async () => {
    let answer!: () => void;
    const relay = opened(await answeringRelay(port, new Promise<void>((resolve) => (answer = resolve))));
    const queue = new InProcessQueue();
    ctx = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` }, queue, mailDelivery: { retry: { attempts: 30, delayMs: 100 }, relayTimeoutMs: 5000 } });
    await forgot(DEMO.studioAdmin.email);
    await until(() => relay.received.length === 1);
    // An instance starting now finds the message owed (the relay has not answered) and queues it again;
    // the first delivery has left the queue's waiting list, so the second one runs beside it.
    await ctx.app.mailer.start();
    answer();
    await queue.idle();
    expect((await logged(DEMO.studioAdmin.email)).map((row) => row.status)).toEqual(['sent']);
    expect(relay.received).toHaveLength(1);
  });

  it('sends, after a restart, what the stopped instance recorded and never sent', async () => {
    await open();
    // Recorded by an instance that stopped before its queue took it (the relay was never reached); the
    // start of the next one finds it owed.
    await ctx.db.insert(mailLog).values({ to: 'parent@example.com', subject: 'Your order #100042', text: 'Thank you' });
    const relay = opened(await answeringRelay(port));
    await ctx.app.mailer.start();
    await until(async () => (await logged('parent@example.com'))[0]?.status === 'sent');
    expect(relay.received.filter((mail) => mail.includes('Subject: Your order #100042'))).toHaveLength(1);
  });
});
