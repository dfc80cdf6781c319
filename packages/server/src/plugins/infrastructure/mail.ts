import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { LoggingMailer, type MailDelivery, type Mailer } from '../../services/mail/mailer';
import '../types';

export const mailPlugin = fp(async (app: FastifyInstance, opts: { mailer?: Mailer; delivery?: MailDelivery }) => {
  const { db, queue, log, config } = app;
  app.decorate('mailer', opts.mailer ?? new LoggingMailer({ db, queue, log, smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: config.mailOutboxDir, delivery: opts.delivery }));
}, { name: 'mail', dependencies: ['db', 'queue'] });
