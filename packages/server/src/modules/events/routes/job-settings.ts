import { dataAnswer, JobSettingsAnswers } from '@shutterday/domain/answers';
import { EntityId, notFoundMessage, STALE_RECORD_MESSAGE } from '@shutterday/domain';
import { JobGallerySettingsUpdate, JobGeneralSettingsUpdate, JobPrefieldsSettingsUpdate, JobPreorderSettingsUpdate, JobStandardSettingsUpdate, type JobSettingsTab, type JobSettingsUpdateByTab } from '@shutterday/domain/staff';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ok } from '../../../http/envelope';
import { conflict, notFound } from '../../../http/http-error';
import { StudioJobParams, StudioOrganizationParams, tags } from '../../../http/studio-params';
import { typed } from '../../../http/type-provider';
import { STALE } from '../../resource/resource-repository';
import { STUDIO_WRITE } from '../../resource/write-permissions';
import { accessCodeTaken, ACCESS_CODE_TAKEN_MESSAGE } from '../repositories/job-access-codes';
import { jobSettingsRepository, type JobSettingsScope } from '../repositories/job-settings';

const BODIES = {
  general: JobGeneralSettingsUpdate,
  standard: JobStandardSettingsUpdate,
  preorder: JobPreorderSettingsUpdate,
  prefields: JobPrefieldsSettingsUpdate,
  gallery: JobGallerySettingsUpdate,
} satisfies Record<JobSettingsTab, v.GenericSchema>;

const SUMMARIES: Record<JobSettingsTab, string> = {
  general: 'name, picture day, access code, rspo restriction (published is read-only)',
  standard: 'the job order services (retouch, names on prints and wallets, image-level service)',
  preorder: 'prepay available, prepaySettings.importedData, the prepay window',
  prefields: 'the preorder custom fields a parent fills when ordering',
  gallery: 'gallery available, yearbook pose selection and its last day',
};

// The same tabs on the organization editor's path (the job must be in that organization) and the admin job editor's.
const BASES = [
  { base: '/studios/:studioId/organizations/:organizationId/jobs/:jobId/settings', params: v.object({ ...StudioOrganizationParams.entries, jobId: EntityId }) },
  { base: '/studios/:studioId/jobs/:jobId/settings', params: StudioJobParams },
] as const;

/** GET and PUT of each job settings tab (spec §2 job settings), versioned on the job's recordVersion. */
export async function jobSettingsRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  for (const { base, params } of BASES) {
    for (const tab of Object.keys(BODIES) as JobSettingsTab[]) {
      const path = `${base}/${tab}`;
      app.get(path, { schema: { response: { 200: dataAnswer(JobSettingsAnswers[tab]) }, tags, summary: `Job settings, ${tab}: ${SUMMARIES[tab]}`, params } }, async (request) => {
        const settings = await jobSettingsRepository.read(app.db, request.params as JobSettingsScope, tab);
        if (!settings) throw notFound(notFoundMessage('Job'));
        return ok(settings);
      });
      app.put(
        path,
        { config: { permissions: STUDIO_WRITE }, schema: { response: { 200: dataAnswer(JobSettingsAnswers[tab]) }, tags, summary: `Save job settings, ${tab} (with the job's recordVersion; 409 when stale)`, params, body: BODIES[tab] } },
        async (request) => {
          const scope = request.params as JobSettingsScope;
          const input = request.body as JobSettingsUpdateByTab[typeof tab];
          if (tab === 'general') {
            const code = (input as JobSettingsUpdateByTab['general']).accessCode;
            if (code && (await accessCodeTaken(app.db, scope.studioId, code, scope.jobId))) throw conflict(ACCESS_CODE_TAKEN_MESSAGE);
          }
          const result = await jobSettingsRepository.write(app.db, scope, tab, input);
          if (result === STALE) throw conflict(STALE_RECORD_MESSAGE);
          if (result === null) throw notFound(notFoundMessage('Job'));
          return ok(result);
        },
      );
    }
  }
}
