import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { ConnectGateway } from '../../services/payments/connect';
import type { PaymentsGateway } from '../../services/payments/payments';
import { SandboxConnect } from '../../services/payments/sandbox-connect';
import { SandboxPayments } from '../../services/payments/sandbox';
import { StripeConnect } from '../../services/payments/stripe-connect';
import { StripePayments } from '../../services/payments/stripe';
import '../types';

export const paymentsPlugin = fp(async (app: FastifyInstance, opts: { payments?: PaymentsGateway; connect?: ConnectGateway }) => {
  const { payments, stripeSecretKey, stripeClientId, stripeWebhookSecret, jwtSecret } = app.config;
  const stripe = payments === 'stripe' && stripeSecretKey;
  app.decorate('payments', opts.payments ?? (stripe ? new StripePayments(stripeSecretKey) : new SandboxPayments()));
  app.decorate('connect', opts.connect ?? (stripe ? new StripeConnect(stripeSecretKey, { clientId: stripeClientId, webhookSecret: stripeWebhookSecret }) : new SandboxConnect(jwtSecret)));
}, { name: 'payments', dependencies: ['config'] });
