import { JobPrintSummaryAnswer, dataAnswer } from '@shutterday/domain/answers';
import { PDF_FILE } from '../../../http/answers';
import { UNGROUPED_ROSTER_HEADING, type JobPrintSummary } from '@shutterday/domain/staff';
import { dayIn, exportFileName } from '@shutterday/domain/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import PDFDocument from 'pdfkit';
import type { Database } from '../../../db/client';
import { ok } from '../../../http/envelope';
import { notFound } from '../../../http/http-error';
import { StudioJobParams, tags } from '../../../http/studio-params';
import { typed } from '../../../http/type-provider';
import { printRosterRepository, type PrintHeader } from '../repositories/print-roster';
import { drawCameraCards, type CameraCard } from '../services/camera-cards-pdf';
import { studioLogoFile } from '../../studios';
import { drawRoster, type RosterGroup } from '../services/roster-pdf';

export const JOB_NOT_FOUND = 'Job not found';

/** A file name made of the job's name: letters and digits only, so no header can be bent by it. */
export const printFileName = (kind: 'camera-cards' | 'roster', jobName: string) => exportFileName(jobName, kind, dayIn(new Date()), 'pdf', 'job');

/**
 * The job's printouts for picture day (docs/print.md): the summary the print pages show, the camera
 * cards and the roster. PDFs stream out while they are drawn, subjects read in batches.
 */
export async function jobPrintRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);

  // The address printed for parents: the configured public origin, else the one the staff member reached.
  const headerOf = async (studioId: number, jobId: number, request: FastifyRequest) => {
    const header = await printRosterRepository.header(app.db, studioId, jobId, app.config.publicUrl || `${request.protocol}://${request.host}`);
    if (!header) throw notFound(JOB_NOT_FOUND);
    return header;
  };

  app.get('/studios/:studioId/jobs/:jobId/print-summary', { schema: { response: { 200: dataAnswer(JobPrintSummaryAnswer) }, tags, summary: 'What the camera cards and roster of the job will hold', params: StudioJobParams } }, async (request) => {
    const header = await headerOf(request.params.studioId, request.params.jobId, request);
    return ok<JobPrintSummary>(await printRosterRepository.summary(app.db, header));
  });

  app.get('/studios/:studioId/jobs/:jobId/camera-cards.pdf', { schema: { response: { 200: PDF_FILE }, tags, summary: 'Camera cards: one per group (its group photo card, before its children) and one per subject with its access code and QR code (PDF)', params: StudioJobParams } }, async (request, reply) => {
    const header = await headerOf(request.params.studioId, request.params.jobId, request);
    const logo = await studioLogoFile(app.storage, header.studioLogoUrl);
    return streamPdf(reply, header, 'camera-cards', (doc) => drawCameraCards(doc, header, cameraCards(app.db, header.jobId), logo));
  });

  app.get('/studios/:studioId/jobs/:jobId/roster.pdf', { schema: { response: { 200: PDF_FILE }, tags, summary: 'The roster: each group on its own pages, with a checkbox per subject (PDF)', params: StudioJobParams } }, async (request, reply) => {
    const header = await headerOf(request.params.studioId, request.params.jobId, request);
    return streamPdf(reply, header, 'roster', (doc) => drawRoster(doc, header, rosterGroups(app.db, header.jobId)));
  });
}

/**
 * The camera cards in the order the photographer uses them, class by class: each group's card (for the
 * group photo) first, then its children's cards; the children in no group last.
 */
async function* cameraCards(db: Database, jobId: number): AsyncGenerator<CameraCard> {
  for (const group of await printRosterRepository.groups(db, jobId)) {
    yield { kind: 'group', ...group };
    yield* printRosterRepository.subjects(db, jobId, group.id);
  }
  yield* printRosterRepository.subjects(db, jobId, null);
}

async function* rosterGroups(db: Database, jobId: number): AsyncGenerator<RosterGroup> {
  for (const group of await printRosterRepository.groups(db, jobId)) yield { name: group.name, subjects: printRosterRepository.subjects(db, jobId, group.id) };
  const ungrouped = printRosterRepository.subjects(db, jobId, null);
  const first = await ungrouped.next();
  if (first.done) return;
  yield {
    name: UNGROUPED_ROSTER_HEADING,
    subjects: (async function* () {
      yield first.value;
      yield* ungrouped;
    })(),
  };
}

function streamPdf(reply: FastifyReply, header: PrintHeader, kind: 'camera-cards' | 'roster', draw: (doc: PDFKit.PDFDocument) => Promise<unknown>) {
  const doc = new PDFDocument({ autoFirstPage: false, info: { Title: `${kind === 'roster' ? 'Roster' : 'Camera cards'} · ${header.jobName}`, Author: header.studioName } });
  draw(doc).then(
    () => {
      if (!doc.destroyed) doc.end();
    },
    (error: unknown) => {
      // The answer has started: the client sees a broken download, the log says why.
      reply.log.error({ err: error }, 'drawing a print PDF failed');
      doc.destroy(error instanceof Error ? error : new Error(String(error)));
    },
  );
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${printFileName(kind, header.jobName)}"`)
    .header('cache-control', 'private, no-store')
    .send(doc);
}
