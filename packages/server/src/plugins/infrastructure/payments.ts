import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { PaymentsGateway } from '../../services/payments/payments';
import { SandboxPayments } from '../../services/payments/sandbox';
import { StripePayments } from '../../services/payments/stripe';
import '../types';

export const paymentsPlugin = fp(async (app: FastifyInstance, opts: { payments?: PaymentsGateway }) => {
  const { payments, stripeSecretKey } = app.config;
  app.decorate('payments', opts.payments ?? (payments === 'stripe' && stripeSecretKey ? new StripePayments(stripeSecretKey) : new SandboxPayments()));
}, { name: 'payments', dependencies: ['config'] });
