import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { inStudioName } from '../../../services/mail/studio-mail';
import { createTestApp, type TestContext } from '../../../test-support/app';
import { bearer, loginStudioAdmin } from '../../../test-support/auth';
import { multipart } from '../../../test-support/multipart';
import { checkoutReadyCart, GOOD_CARD, LINCOLN, PACKAGE_A } from '../../../test-support/ordering';

const PUBLIC_URL = 'https://photos.example.test';
let ctx: TestContext;
let outbox: string;
let auth: { authorization: string };
beforeAll(async () => {
  outbox = join(mkdtempSync(join(tmpdir(), 'shutterday-outbox-')), 'mail');
  ctx = await createTestApp({ env: { MAIL_OUTBOX_DIR: outbox, PUBLIC_URL } });
  auth = bearer((await loginStudioAdmin(ctx.app)).token);
});
afterAll(async () => {
  await ctx.close();
  rmSync(join(outbox, '..'), { recursive: true, force: true });
});

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}
const lastMail = (subject: RegExp): OutboxMail => {
  const mails = readdirSync(outbox).sort().map((file) => JSON.parse(readFileSync(join(outbox, file), 'utf8')) as OutboxMail);
  return mails.filter((mail) => subject.test(mail.subject)).at(-1)!;
};

async function placeOrder(): Promise<OutboxMail> {
  const client = await checkoutReadyCart(ctx.app, ctx.db, [PACKAGE_A]);
  const placed = await client.post(`/api/customer/jobs/${LINCOLN}/checkout/submit`, { paymentToken: GOOD_CARD });
  expect(placed.statusCode).toBe(201);
  return lastMail(new RegExp(`order #${placed.json().data.orderNumber}$`));
}

describe("a parent's e-mails carry the studio's brand", () => {
  it("shows the studio's logo in the HTML part and names the studio in the plain text; without a logo, its name heads the mail", async () => {
    const png = await sharp({ create: { width: 120, height: 40, channels: 4, background: { r: 10, g: 90, b: 200, alpha: 1 } } }).png().toBuffer();
    const body = multipart([{ name: 'File', filename: 'logo.png', data: png, contentType: 'image/png' }]);
    const uploaded = await ctx.app.inject({ method: 'PUT', url: '/api/studioadmin/studios/1/logo', payload: body.payload, headers: { ...body.headers, ...auth } });
    const logoUrl = uploaded.json().data.logoUrl as string;

    const withLogo = await placeOrder();
    expect(withLogo.html).toContain(`<img src="${PUBLIC_URL}${logoUrl}" alt="Demo Photo Co"`);
    // The address in the mail is the file the customer pages show: a mail client can load it.
    const served = await ctx.app.inject({ url: logoUrl });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/png']);
    expect(withLogo.text.startsWith('Demo Photo Co\n\nThank you for your order')).toBe(true);
    expect(withLogo.text.trimEnd().endsWith('— Demo Photo Co')).toBe(true);
    // Both parts say the same: the order's own link is in each, a link in the HTML.
    const orderLink = /(https:\/\/photos\.example\.test\/demo\/\d+\/order\/\d+)/.exec(withLogo.text)![1]!;
    expect(withLogo.html).toContain(`<a href="${orderLink}">${orderLink}</a>`);

    expect((await ctx.app.inject({ method: 'DELETE', url: '/api/studioadmin/studios/1/logo', headers: auth })).statusCode).toBe(200);
    const withoutLogo = await placeOrder();
    expect(withoutLogo.html).not.toContain('<img');
    expect(withoutLogo.html).toContain('<h1 style="font-size:20px;margin:0">Demo Photo Co</h1>');
    expect(withoutLogo.text.startsWith('Demo Photo Co\n')).toBe(true);
  });

  it("escapes the studio's words in the HTML part and never sends a logo address a mail client should not load", () => {
    const mail = inStudioName(PUBLIC_URL, { name: 'Tom & <Jerry>', logoUrl: 'javascript:alert(1)' }, { to: 'p@example.test', subject: 'Hi', text: 'Line <one>\nLine two' });
    expect(mail.html).toContain('<h1 style="font-size:20px;margin:0">Tom &amp; &lt;Jerry&gt;</h1>');
    expect(mail.html).toContain('<p>Line &lt;one&gt;<br>Line two</p>');
    expect(mail.html).not.toContain('javascript:');
    expect(mail.text).toBe('Tom & <Jerry>\n\nLine <one>\nLine two\n\n— Tom & <Jerry>\n');
    const external = inStudioName(PUBLIC_URL, { name: 'Lens', logoUrl: 'https://cdn.example.test/lens.png' }, { to: 'p@example.test', subject: 'Hi', text: 'Hello' });
    expect(external.html).toContain('<img src="https://cdn.example.test/lens.png" alt="Lens"');
  });
});
