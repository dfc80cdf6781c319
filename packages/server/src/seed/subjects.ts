import { subjectImportKey } from '@shutterday/domain/staff';
import { createHash } from 'node:crypto';
import type { Transaction } from '../db/client';
import { images, subjectFields, subjectGroups, subjects } from '../db/schema';
import type { Storage } from '../services/storage/storage';
import { renderGroup, renderPortrait, PORTRAIT_HEIGHT, PORTRAIT_WIDTH } from '../services/images/portrait';
import { mapLimit } from './concurrency';
import { FIRST_NAMES, LAST_NAMES } from './demo-constants';

export const SUBJECTS_PER_JOB = 30;
export const IMAGES_PER_SUBJECT = 2;
/**
 * The first child of the first job (Lincoln's Ava Johnson) also has a third pose photographed in front of
 * a green screen, so the green-screen backgrounds the job offers can be tried on a real key.
 */
export const GREEN_SCREEN_POSE = IMAGES_PER_SUBJECT;

export interface JobRoster {
  jobId: number;
  key: string;
  groups: string[];
}

interface PlannedSubject {
  jobId: number;
  group: string;
  firstName: string;
  lastName: string;
  grade: string;
  accessCode: string;
}

function plan(roster: JobRoster, offset: number): PlannedSubject[] {
  return Array.from({ length: SUBJECTS_PER_JOB }, (_, i) => {
    const n = offset + i;
    const group = roster.groups[i % roster.groups.length]!;
    return {
      jobId: roster.jobId,
      group,
      firstName: FIRST_NAMES[n % FIRST_NAMES.length]!,
      lastName: LAST_NAMES[(n * 7) % LAST_NAMES.length]!,
      grade: group,
      // Printed on the camera card in real life; derived here so re-seeding gives the same codes.
      accessCode: createHash('sha256').update(`${roster.key}:${i}`).digest('hex').slice(0, 8).toUpperCase(),
    };
  });
}

/**
 * Subjects with generated portraits and a group photo per class or team. Images are rendered in
 * parallel (bounded by `concurrency`) into storage before the rows that point at them are written.
 */
export async function seedSubjects(tx: Transaction, storage: Storage, rosters: JobRoster[], concurrency: number): Promise<Map<number, number[]>> {
  const planned = rosters.flatMap((roster, r) => plan(roster, r * 11));
  const portraitJobs = planned.flatMap((subject, s) =>
    Array.from({ length: IMAGES_PER_SUBJECT }, (_, variant) => ({ key: `originals/demo/${subject.jobId}/subject-${s}-${variant}.jpg`, name: `${subject.firstName} ${subject.lastName}`, variant: variant + s })),
  );
  const groupJobs = rosters.flatMap((roster) => roster.groups.map((group) => ({ key: `originals/demo/${roster.jobId}/group-${group.replace(/\W+/g, '-')}.jpg`, group, jobId: roster.jobId })));
  const first = planned[0]!;
  const greenScreenJob = { kind: 'green-screen' as const, key: `originals/demo/${first.jobId}/subject-0-green-screen.jpg`, name: `${first.firstName} ${first.lastName}`, variant: GREEN_SCREEN_POSE };
  const renders = [...portraitJobs.map((p) => ({ kind: 'portrait' as const, ...p })), greenScreenJob, ...groupJobs.map((g) => ({ kind: 'group' as const, ...g }))];
  await mapLimit(renders, concurrency, async (job) => {
    if (await storage.exists(job.key)) return;
    const data =
      job.kind === 'group'
        ? await renderGroup(job.group, Math.ceil(SUBJECTS_PER_JOB / 2))
        : await renderPortrait(job.name, job.variant, PORTRAIT_WIDTH, PORTRAIT_HEIGHT, { greenScreen: job.kind === 'green-screen' });
    await storage.put(job.key, data);
  });

  const groupIds = new Map<string, number>();
  for (const roster of rosters) {
    const rows = await tx.insert(subjectGroups).values(roster.groups.map((name) => ({ jobId: roster.jobId, name }))).returning();
    for (const row of rows) groupIds.set(`${roster.jobId}:${row.name}`, row.id);
  }
  await tx.insert(images).values(
    groupJobs.map((g) => ({ jobId: g.jobId, groupId: groupIds.get(`${g.jobId}:${g.group}`)!, type: 'hosted-group' as const, storageKey: g.key, width: 1500, height: 1200 })),
  );

  const rows = await tx
    .insert(subjects)
    .values(planned.map((p) => ({ jobId: p.jobId, groupId: groupIds.get(`${p.jobId}:${p.group}`)!, firstName: p.firstName, lastName: p.lastName, accessCode: p.accessCode, importKey: subjectImportKey(p) })))
    .returning({ id: subjects.id, jobId: subjects.jobId });
  await tx.insert(subjectFields).values(rows.map((row, i) => ({ subjectId: row.id, name: 'grade', value: planned[i]!.grade })));
  await tx.insert(images).values(
    rows.flatMap((row, s) =>
      Array.from({ length: IMAGES_PER_SUBJECT }, (_, variant) => ({
        jobId: row.jobId,
        subjectId: row.id,
        type: 'hosted-individual' as const,
        storageKey: portraitJobs[s * IMAGES_PER_SUBJECT + variant]!.key,
        width: PORTRAIT_WIDTH,
        height: PORTRAIT_HEIGHT,
        sortOrder: variant,
      })),
    ),
  );
  await tx.insert(images).values({ jobId: rows[0]!.jobId, subjectId: rows[0]!.id, type: 'hosted-individual', storageKey: greenScreenJob.key, width: PORTRAIT_WIDTH, height: PORTRAIT_HEIGHT, sortOrder: GREEN_SCREEN_POSE });
  const byJob = new Map<number, number[]>();
  for (const row of rows) byJob.set(row.jobId, [...(byJob.get(row.jobId) ?? []), row.id]);
  return byJob;
}
