import { PlatformConfigurationAnswer, dataAnswer } from '@shutterday/domain/answers';
import { STALE_RECORD_MESSAGE } from '@shutterday/domain';
import { PlatformConfigurationUpdate } from '@shutterday/domain/staff';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../http/envelope';
import { conflict } from '../../../http/http-error';
import { typed } from '../../../http/type-provider';
import { STALE } from '../../resource/resource-repository';
import { platformSettingsRepository } from '../repositories/platform-settings';

const tags = ['system admin'];

/** The platform's configuration: its known settings in force, and their saving with the version read. */
export async function adminConfigurationRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);

  app.get('/configuration', { schema: { response: { 200: dataAnswer(PlatformConfigurationAnswer) }, tags, summary: "The platform's settings in force (defaults where none is saved) and their version" } }, async () =>
    ok(await platformSettingsRepository.read(app.db)),
  );

  app.put('/configuration', { schema: { response: { 200: dataAnswer(PlatformConfigurationAnswer) }, tags, summary: "Save the platform's settings (send back the version read; 409 when it moved on)", body: PlatformConfigurationUpdate } }, async (request) => {
    const saved = await platformSettingsRepository.save(app.db, request.body);
    if (saved === STALE) throw conflict(STALE_RECORD_MESSAGE);
    return ok(saved);
  });
}
