import { TaxRateAnswer } from '@shutterday/domain/answers';
import { TAX_RATE_MESSAGES, TaxRateCreate, TaxRateUpdate } from '@shutterday/domain/staff';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { taxRates } from '../../../db/schema';
import { valueTaken } from '../../resource/resource-repository';
import { resourceRoutes } from '../../resource/resource-routes';
import { taxRatesRepository } from '../repositories/tax-rates';

/**
 * The built-in tax table the checkout's tax comes from: listed (search by state), read, made, edited with
 * its version and deleted. One rate per state (409). Orders keep the tax they were charged.
 */
export async function adminTaxRoutes(instance: FastifyInstance): Promise<void> {
  resourceRoutes(instance, {
    base: '/taxes', record: TaxRateAnswer, scopeParams: v.object({}), idParam: 'taxRateId', label: 'Tax rate', tags: ['system admin'],
    repository: taxRatesRepository, createBody: TaxRateCreate, updateBody: TaxRateUpdate,
    refuseWrite: async (db, _scope, input, id) =>
      (await valueTaken(db, taxRates, taxRates.state, eq(taxRates.country, input.country), input.state, id)) ? TAX_RATE_MESSAGES.stateTaken : null,
  });
}
