import { EntityId, isStandardAddon, STUDIO_EDITORS } from '@shutterday/domain';
import { dataAnswer, EnteredOrderAnswer, EntryContactAnswer, EntryPackageListAnswer, EntrySubjectListAnswer } from '@shutterday/domain/answers';
import { EntryContactBody, EntrySubjectsQuery, EnvelopeBody } from '@shutterday/domain/staff';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { refusal } from '../../../http/answers';
import { ok } from '../../../http/envelope';
import { StudioOrganizationParams, tags } from '../../../http/studio-params';
import { typed } from '../../../http/type-provider';
import { jobPackagesRepository } from '../../catalog';
import { entryLookups } from '../repositories/entry-lookups';
import { saveEntryContact } from '../services/entry-contact';
import { requireEntryJob } from '../services/entry-scope';
import { saveEnvelope } from '../services/save-envelope';

const JOB = '/studios/:studioId/organizations/:organizationId/jobs/:jobId';
const EntryParams = v.object({ ...StudioOrganizationParams.entries, jobId: EntityId });
/** Entering paper envelopes takes parents' money and names: the studio's editors (a system administrator passes). */
const ENTERERS = { permissions: STUDIO_EDITORS };

/** Envelope entry (docs/server.md "Envelope entry"): the picture-day table of paper order envelopes. */
export async function entryRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);

  app.get(
    `${JOB}/entry/packages`,
    { config: ENTERERS, schema: { response: { 200: dataAnswer(EntryPackageListAnswer) }, tags, summary: 'The packages an envelope may order, with their prices', params: EntryParams } },
    async (request) => {
      const job = await requireEntryJob(app.db, request.params);
      const packages = await jobPackagesRepository.list(app.db, job.jobId);
      return ok(packages.map((pkg) => ({ id: pkg.id, name: pkg.name, price: pkg.retailCost, addon: !isStandardAddon(pkg.packageAddon) })));
    },
  );

  app.get(
    `${JOB}/entry/subjects`,
    { config: ENTERERS, schema: { response: { 200: dataAnswer(EntrySubjectListAnswer) }, tags, summary: "The job's children matching a name or access code (at most 10), with their poses", params: EntryParams, querystring: EntrySubjectsQuery } },
    async (request) => {
      const job = await requireEntryJob(app.db, request.params);
      return ok(await entryLookups.subjects(app.db, job.jobId, request.query.search));
    },
  );

  app.post(
    `${JOB}/checkout/contact`,
    { config: ENTERERS, schema: { response: { 200: dataAnswer(EntryContactAnswer) }, tags, summary: "Create an entry order contact: who an envelope's order is for (by its entryKey)", params: EntryParams, body: EntryContactBody } },
    async (request) => ok(await saveEntryContact(app, request.params, request.body)),
  );

  app.post(
    `${JOB}/entry/orders`,
    { config: ENTERERS, schema: { response: { 200: dataAnswer(EnteredOrderAnswer), 201: dataAnswer(EnteredOrderAnswer), 402: refusal("The card was refused (the line is the payment provider's) or asks for its holder's confirmation") }, tags, summary: 'Save one envelope as an order of the job, paid by cash, check, card or invoice (a repeated entryKey answers its order)', params: EntryParams, body: EnvelopeBody } },
    async (request, reply) => {
      const order = await saveEnvelope(app, request.params, request.body);
      return reply.code(order.created ? 201 : 200).send(ok(order));
    },
  );
}
