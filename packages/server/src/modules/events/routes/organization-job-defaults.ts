import { OrganizationJobDefaultsAnswer, dataAnswer } from '@shutterday/domain/answers';
import { notFoundMessage, STALE_RECORD_MESSAGE } from '@shutterday/domain';
import { OrganizationJobDefaultsUpdate } from '@shutterday/domain/staff';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../http/envelope';
import { conflict, notFound } from '../../../http/http-error';
import { StudioOrganizationParams, tags } from '../../../http/studio-params';
import { typed } from '../../../http/type-provider';
import { STALE } from '../../resource/resource-repository';
import { STUDIO_WRITE } from '../../resource/write-permissions';
import { organizationJobDefaultsRepository } from '../repositories/organization-job-defaults';

const path = '/studios/:studioId/organizations/:organizationId/job-defaults';

/** The organization's defaults for its new jobs: its editor's Prepay and Gallery pages (docs/server.md). */
export async function organizationJobDefaultsRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);

  app.get(path, { schema: { response: { 200: dataAnswer(OrganizationJobDefaultsAnswer) }, tags, summary: "The organization's defaults for its new jobs (the studio's until saved)", params: StudioOrganizationParams } }, async (request) => {
    const defaults = await organizationJobDefaultsRepository.get(app.db, request.params.studioId, request.params.organizationId);
    if (!defaults) throw notFound(notFoundMessage('Organization'));
    return ok(defaults);
  });

  app.put(
    path,
    { config: { permissions: STUDIO_WRITE }, schema: { response: { 200: dataAnswer(OrganizationJobDefaultsAnswer) }, tags, summary: "Save the organization's defaults for new jobs (send back the version)", params: StudioOrganizationParams, body: OrganizationJobDefaultsUpdate } },
    async (request) => {
      const result = await organizationJobDefaultsRepository.save(app.db, request.params.studioId, request.params.organizationId, request.body);
      if (result === null) throw notFound(notFoundMessage('Organization'));
      if (result === STALE) throw conflict(STALE_RECORD_MESSAGE);
      return ok(result);
    },
  );
}
