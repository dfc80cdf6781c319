import { NO_CONTENT } from '../../../http/answers';
import { OrganizationContactAnswer, dataAnswer } from '@shutterday/domain/answers';
import { ContactInput } from '@shutterday/domain/staff';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../http/envelope';
import { notFound } from '../../../http/http-error';
import { StudioOrganizationParams, tags } from '../../../http/studio-params';
import { typed } from '../../../http/type-provider';
import { organizationsRepository, saveContact } from '../repositories/organizations';
import { STUDIO_WRITE } from '../../resource/write-permissions';

const path = '/studios/:studioId/organizations/:organizationId/contacts';

/** GET, create-or-update and DELETE of an organization's contact (spec §7). */
export async function organizationContactRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  const organizationOf = async (studioId: number, organizationId: number) => {
    const organization = await organizationsRepository.find(app.db, { studioId }, organizationId);
    if (!organization) throw notFound('Organization not found');
    return organization;
  };

  app.get(path, { schema: { response: { 200: dataAnswer(OrganizationContactAnswer) }, tags, summary: "The organization's contact (null when it has none)", params: StudioOrganizationParams } }, async (request) => {
    return ok((await organizationOf(request.params.studioId, request.params.organizationId)).contact);
  });

  app.put(
    path,
    { config: { permissions: STUDIO_WRITE }, schema: { response: { 200: dataAnswer(OrganizationContactAnswer) }, tags, summary: 'Save the contact (kept only when an address field has a value)', params: StudioOrganizationParams, body: ContactInput } },
    async (request) => {
      const { studioId, organizationId } = request.params;
      await organizationOf(studioId, organizationId);
      await saveContact(app.db, organizationId, request.body);
      return ok((await organizationOf(studioId, organizationId)).contact);
    },
  );

  app.delete(path, { config: { permissions: STUDIO_WRITE }, schema: { response: { 204: NO_CONTENT }, tags, summary: 'Remove the contact', params: StudioOrganizationParams } }, async (request, reply) => {
    const { studioId, organizationId } = request.params;
    await organizationOf(studioId, organizationId);
    await saveContact(app.db, organizationId, null);
    return reply.code(204).send();
  });
}
