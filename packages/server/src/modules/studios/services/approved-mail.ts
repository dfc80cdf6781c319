import type { FastifyInstance } from 'fastify';

/** The e-mail that tells a studio's owner their studio is open, and where to start. */
export function approvedMail(app: FastifyInstance, studio: { id: number; name: string; slug: string; email: string }) {
  const product = app.config.productName;
  const base = app.config.linkBase;
  return {
    to: studio.email,
    subject: `Your ${product} studio "${studio.name}" is approved`,
    text:
      `Hello,\n\nGood news: the ${product} team approved "${studio.name}". You can now log in at ${base}/login and set up ` +
      `your first picture day in the studio admin (${base}/admin/studios/${studio.id}). Your customer pages are open at ${base}/${studio.slug} ` +
      `once you publish a job.\n`,
  };
}
