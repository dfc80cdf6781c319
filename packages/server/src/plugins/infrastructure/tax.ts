import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { TableTaxCalculator, type TaxCalculator } from '../../services/tax/tax';
import '../types';

export const taxPlugin = fp(async (app: FastifyInstance, opts: { tax?: TaxCalculator }) => {
  app.decorate('tax', opts.tax ?? new TableTaxCalculator(app.db));
}, { name: 'tax', dependencies: ['db'] });
