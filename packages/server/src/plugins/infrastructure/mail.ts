import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { LoggingMailer, type Mailer } from '../../services/mail/mailer';
import '../types';

export const mailPlugin = fp(async (app: FastifyInstance, opts: { mailer?: Mailer }) => {
  const from = `${app.config.productName} <no-reply@${app.config.productName.toLowerCase()}.test>`;
  app.decorate('mailer', opts.mailer ?? new LoggingMailer(app.db, app.config.smtpUrl, from, app.log, app.config.mailOutboxDir));
}, { name: 'mail', dependencies: ['db'] });
