import { cameraCardCode, groupCardCode, type ImageProcessingSummary, type JobPhotoRuns, type PhotoRunView } from '@shutterday/domain/staff';
import type { CustomerSubject } from '@shutterday/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import { images, jobs, subjectGroups, subjects } from '../../../db/schema';
import { imageUrl } from '../../../services/images/signed-urls';
import { fillImageNode, loadSubjectImages, signSubjectToken } from '../../ordering';
import { multipart } from '../../../test-support/multipart';
import { cameraShot, type ShotOptions } from '../../../test-support/photos';
import { studioAdminTestApp } from '../../../test-support/studio-admin';

/**
 * A generated picture day (docs/photos.md "Keyframe matching"): two cameras shooting at once, each child's
 * printed camera card (the code the print draws, `cameraCardCode`) held up before the child, file names in
 * another order than the shots, a retake, a card with a thumb over its code, a card of another job, a
 * card naming nobody of the job, a file named with a child's code, and a photo the studio assigned at upload.
 */
const session = studioAdminTestApp();
let base: string;
let job: { id: number; organizationId: number };
let kids: Array<{ id: number; accessCode: string | null; firstName: string; lastName: string }>;

beforeAll(async () => {
  const { db } = session.ctx;
  const [first] = await db.select().from(jobs).where(eq(jobs.studioId, 1)).orderBy(asc(jobs.id)).limit(1);
  job = first!;
  kids = await db.select().from(subjects).where(eq(subjects.jobId, job.id)).orderBy(asc(subjects.id)).limit(4);
  expect(kids.length).toBe(4);
  expect(kids[3]!.accessCode).toBeTruthy();
  base = `/api/studioadmin/studios/1/organizations/${job.organizationId}/jobs/${job.id}/imagelookups`;
});

interface Shot extends ShotOptions {
  /** Seconds into the day on the camera's clock. */
  at: number;
  camera: 'X' | 'Y';
  name: string;
  subjectId?: number;
}

/**
 * A photo of a generated day: 600 × 400 px, fast to make, upload and read, with the card's code a sixth of
 * the frame wide (a card held at the chest of a head-and-shoulders shot; whole 4-px modules).
 */
const dayShot = (options: ShotOptions) => cameraShot({ codeSize: 1 / 6, ...options }, 600, 400);

const time = (at: number) => `2026:09:14 09:${String(Math.floor(at / 60)).padStart(2, '0')}:${String(at % 60).padStart(2, '0')}`;

async function upload(shot: Shot): Promise<number> {
  const data = await dayShot({ ...shot, taken: time(shot.at), subSeconds: '10', cameraSerial: `CAM-${shot.camera}`, hue: shot.at });
  const parts = [...(shot.subjectId === undefined ? [] : [{ name: 'subjectId', value: String(shot.subjectId) }]), { name: 'file', filename: shot.name, data }];
  const body = multipart(parts);
  const answer = await session.ctx.app.inject({ method: 'POST', url: base, payload: body.payload, headers: { ...body.headers, ...session.auth } });
  expect(answer.statusCode).toBe(201);
  return answer.json().data.image.id as number;
}

/**
 * Waits for the background: every photo read, then the job's matching written after the last of them (the
 * run clears the job's owed mark in the transaction that places its photos, so one row tells). The card is
 * the one the test reads next: it must have been read as one.
 */
async function matched(cardId: number): Promise<void> {
  for (;;) {
    const summary = (await session.call('GET', `${base}/status`)).json().data as ImageProcessingSummary;
    const [run] = await session.ctx.db.select({ owed: jobs.keyframeMatchOwed }).from(jobs).where(eq(jobs.id, job.id));
    const [card] = await session.ctx.db.select({ isCard: images.isCard }).from(images).where(eq(images.id, cardId));
    if (summary.pending === 0 && run?.owed === false && card?.isCard) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const placed = async (ids: number[]) =>
  session.ctx.db.select({ id: images.id, subjectId: images.subjectId, isCard: images.isCard, sortOrder: images.sortOrder }).from(images).where(inArray(images.id, ids)).orderBy(asc(images.id));

/** What a parent's browser gets for a photo the API might hand out (a valid signed URL). */
const parentSees = async (id: number) => (await session.ctx.app.inject({ method: 'GET', url: imageUrl(session.ctx.app.config.jwtSecret, id, 'thumbnail') })).statusCode;

it('places a whole picture day by its camera cards, keeps card photos from parents, and assigns a run in one action', async () => {
  const [a, b, c, d] = kids as [typeof kids[0], typeof kids[0], typeof kids[0], typeof kids[0]];
  const card = (subjectId: number) => ({ qr: cameraCardCode({ jobId: job.id, subjectId }), angle: 11 });
  // Shots in capture order per camera; file names run backwards against it.
  const day: Record<string, Shot> = {
    stray: { at: 0, camera: 'X', name: 'IMG_0020.JPG' },
    cardB: { at: 5, camera: 'Y', name: 'DSC_0009.JPG', ...card(b.id) },
    cardA: { at: 10, camera: 'X', name: 'IMG_0019.JPG', ...card(a.id), angle: -17 },
    a1: { at: 11, camera: 'X', name: 'IMG_0018.JPG' },
    a2: { at: 12, camera: 'X', name: 'IMG_0017.JPG' },
    b1: { at: 13, camera: 'Y', name: 'DSC_0008.JPG' },
    b2: { at: 14, camera: 'Y', name: 'DSC_0007.JPG' },
    unread: { at: 30, camera: 'X', name: 'IMG_0016.JPG', ...card(d.id), smudged: true },
    dLost1: { at: 31, camera: 'X', name: 'IMG_0015.JPG' },
    cardC: { at: 32, camera: 'Y', name: 'DSC_0006.JPG', ...card(c.id), angle: 20 },
    c1: { at: 33, camera: 'Y', name: 'DSC_0005.JPG' },
    dLost2: { at: 34, camera: 'X', name: 'IMG_0014.JPG' },
    picked: { at: 36, camera: 'Y', name: 'IMG_0013.JPG', subjectId: b.id },
    otherCard: { at: 40, camera: 'X', name: 'IMG_0012.JPG', qr: 'SD1:987654:12', angle: 5 },
    other1: { at: 41, camera: 'X', name: 'IMG_0011.JPG' },
    named: { at: 42, camera: 'Y', name: `DSC_0004 ${d.accessCode}.JPG` },
    c2: { at: 43, camera: 'Y', name: 'DSC_0003.JPG' },
    retakeA: { at: 50, camera: 'X', name: 'IMG_0010.JPG', ...card(a.id), angle: 3 },
    a3: { at: 51, camera: 'X', name: 'IMG_0009.JPG' },
    nobodyCard: { at: 60, camera: 'Y', name: 'DSC_0002.JPG', qr: cameraCardCode({ jobId: job.id, subjectId: 99_999_999 }), angle: -6 },
    nobody1: { at: 61, camera: 'Y', name: 'DSC_0001.JPG' },
  };
  const id: Record<string, number> = {};
  // Uploaded in file-name order, as a folder is.
  for (const [key, shot] of Object.entries(day).sort(([, x], [, y]) => x.name.localeCompare(y.name))) id[key] = await upload(shot);
  await matched(id.cardA!);

  const rows = new Map((await placed(Object.values(id))).map((row) => [row.id, row]));
  const where = (key: string) => {
    const row = rows.get(id[key]!)!;
    return row.isCard ? 'card' : row.subjectId === null ? null : [row.subjectId, row.sortOrder];
  };
  expect(Object.fromEntries(Object.keys(day).map((key) => [key, where(key)]))).toEqual({
    stray: null,
    cardB: 'card',
    cardA: 'card',
    a1: [a.id, 1],
    a2: [a.id, 2],
    b1: [b.id, 1],
    b2: [b.id, 2],
    // A card the decoder saw but could not read: its run is nobody's, never the previous child's.
    unread: null,
    dLost1: null,
    cardC: 'card',
    c1: [c.id, 1],
    dLost2: null,
    // The studio's pick at upload wins over the rule.
    picked: [b.id, 0],
    otherCard: null,
    other1: null,
    // A file named with a child's code goes to that child, whatever run it is in.
    named: [d.id, 1],
    c2: [c.id, 2],
    // The retake's card adds to the child's poses.
    retakeA: 'card',
    a3: [a.id, 3],
    nobodyCard: null,
    nobody1: null,
  });

  const view = (await session.call('GET', `${base}/runs`)).json().data as JobPhotoRuns;
  const summary = (run: PhotoRunView) => [run.cameraSerial, run.cardImageLookupId, run.name ?? run.problem, run.otherJobId, run.imageLookupIds];
  // The demo's photos, uploaded before any card, keep their children and need nobody's attention.
  expect(view.runs.filter((run) => run.cameraSerial === null).map((run) => [run.problem, run.needsAttention])).toEqual([['before-first-card', false]]);
  const shot = (runs: PhotoRunView[]) => runs.filter((run) => run.cameraSerial !== null);
  expect(shot(view.runs).map(summary)).toEqual([
    ['CAM-X', null, 'before-first-card', null, [id.stray]],
    ['CAM-Y', id.cardB, `${b.firstName} ${b.lastName}`, null, [id.b1, id.b2]],
    ['CAM-X', id.cardA, `${a.firstName} ${a.lastName}`, null, [id.a1, id.a2]],
    ['CAM-X', id.unread, 'card-not-read', null, [id.dLost1, id.dLost2]],
    ['CAM-Y', id.cardC, `${c.firstName} ${c.lastName}`, null, [id.c1, id.picked, id.named, id.c2]],
    ['CAM-X', id.otherCard, 'other-job', 987654, [id.other1]],
    ['CAM-X', id.retakeA, `${a.firstName} ${a.lastName}`, null, [id.a3]],
    ['CAM-Y', id.nobodyCard, 'unknown-card', null, [id.nobody1]],
  ]);
  // Job 987654 is no job of this studio: it is not named.
  expect(view.runs.find((run) => run.problem === 'other-job')?.otherJobName).toBeNull();

  // No card photo reaches a parent, even with a signed URL; the portraits do.
  for (const key of ['cardA', 'cardB', 'cardC', 'retakeA']) expect(await parentSees(id[key]!)).toBe(404);
  expect(await parentSees(id.a1!)).toBe(200);

  // The unread card's run goes to its child in one action; its card is hidden like a read one.
  const lost = view.runs.find((run) => run.problem === 'card-not-read')!;
  const assign = await session.call('POST', `${base}/runs/assign`, { subjectId: d.id, imageLookupIds: [id.dLost1, id.dLost2], cardImageLookupId: lost.cardImageLookupId });
  expect(assign.statusCode).toBe(204);
  expect(await parentSees(id.unread!)).toBe(404);
  const fixed = (await session.call('GET', `${base}/runs`)).json().data as JobPhotoRuns;
  expect(shot(fixed.runs).filter((run) => run.needsAttention).map((run) => run.problem)).toEqual(['before-first-card', 'other-job', 'unknown-card']);
  expect(fixed.runs.find((run) => run.cardImageLookupId === id.unread)?.name).toBe(`${d.firstName} ${d.lastName}`);

  // Matching again (another card read later) keeps what the studio placed.
  const late = await upload({ at: 70, camera: 'Y', name: 'DSC_0000.JPG', ...card(c.id) });
  await matched(late);
  expect((await placed([id.dLost1!, id.dLost2!, id.unread!])).map((row) => [row.subjectId, row.isCard])).toEqual([[d.id, false], [d.id, false], [null, true]]);
}, 300_000);


/** Where a photo of the generated day must end. */
type Expected = { card: true } | { subjectId: number; pose: number } | { groupId: number } | { problem: NonNullable<PhotoRunView['problem']> };

interface DayShot extends ShotOptions {
  camera: 'X' | 'Y';
  expected: Expected;
}

it('places a 100-child day in 4 groups by its cards: each group photo goes to every child of its group, and the runs that need the studio are listed', async () => {
  const started = Date.now();
  const { db, app } = session.ctx;
  const created = (await session.call('POST', `/api/studioadmin/studios/1/organizations/${job.organizationId}/jobs`, { name: 'Group Day 2026' })).json().data as { id: number };
  const jobId = created.id;
  await db.update(jobs).set({ published: true }).where(eq(jobs.id, jobId));
  const groups = await db.insert(subjectGroups).values(['Room 1', 'Room 2', 'Blue Team', 'Green Team'].map((name) => ({ jobId, name }))).returning();
  const pupils = await db
    .insert(subjects)
    .values(Array.from({ length: 100 }, (_, i) => ({ jobId, groupId: groups[Math.floor(i / 25)]!.id, firstName: `Kid${i}`, lastName: `Family${i}`, accessCode: `GD${String(i).padStart(3, '0')}` })))
    .returning();
  const members = (g: number) => pupils.filter((p) => p.groupId === groups[g]!.id);
  const [room1, room2, blue, green] = groups as [typeof groups[0], typeof groups[0], typeof groups[0], typeof groups[0]];
  const dayBase = `/api/studioadmin/studios/1/organizations/${job.organizationId}/jobs/${jobId}/imagelookups`;

  // The day as each camera shot it.
  const poses = new Map<number, number>();
  const card = (qr: string, angle: number): Pick<ShotOptions, 'qr' | 'angle'> => ({ qr, angle });
  const child = (subjectId: number, portraits: number, camera: 'X' | 'Y', angle: number): DayShot[] => [
    { camera, ...card(cameraCardCode({ jobId, subjectId }), angle), expected: { card: true } },
    ...Array.from({ length: portraits }, (): DayShot => {
      const pose = (poses.get(subjectId) ?? 0) + 1;
      poses.set(subjectId, pose);
      return { camera, expected: { subjectId, pose } };
    }),
  ];
  const groupPhoto = (groupId: number, photos: number, camera: 'X' | 'Y'): DayShot[] => [
    { camera, ...card(groupCardCode({ jobId, groupId }), -8), expected: { card: true } },
    ...Array.from({ length: photos }, (): DayShot => ({ camera, expected: { groupId } })),
  ];
  const portraits = (i: number) => (i % 5 === 0 ? 2 : 1);
  const tilt = (i: number) => [-17, -6, 0, 3, 11, 20][i % 6]!;
  const unreadChild = members(1)[7]!;
  const retaken = members(0)[3]!;
  const cameraX: DayShot[] = [
    // Before the first card: nobody's.
    { camera: 'X', expected: { problem: 'before-first-card' } },
    ...groupPhoto(room1.id, 2, 'X'),
    ...members(0).flatMap((p, i) => child(p.id, portraits(i), 'X', tilt(i))),
    ...groupPhoto(room2.id, 1, 'X'),
    ...members(1).flatMap((p, i) =>
      p.id === unreadChild.id
        ? // A thumb over the code: seen as a card, not read; its photos are nobody's, never the previous child's.
          [{ camera: 'X' as const, ...card(cameraCardCode({ jobId, subjectId: p.id }), 4), smudged: true, expected: { problem: 'card-not-read' as const } }, ...[1, 2].map(() => ({ camera: 'X' as const, expected: { problem: 'card-not-read' as const } }))]
        : child(p.id, portraits(i), 'X', tilt(i)),
    ),
    // A retake at the end of the day adds to the child's poses.
    ...child(retaken.id, 1, 'X', 7),
  ];
  const cameraY: DayShot[] = [
    ...groupPhoto(blue.id, 1, 'Y'),
    ...members(2).flatMap((p, i) => child(p.id, portraits(i), 'Y', tilt(i + 2))),
    ...members(3).slice(0, 12).flatMap((p, i) => child(p.id, portraits(i), 'Y', tilt(i + 3))),
    // Another job's group card (even naming a group id of this job) and a group code naming no group of this job.
    { camera: 'Y', ...card(groupCardCode({ jobId: 987654, groupId: green.id }), 9), expected: { problem: 'other-job' } },
    { camera: 'Y', expected: { problem: 'other-job' } },
    { camera: 'Y', ...card(groupCardCode({ jobId, groupId: 2_000_000_000 }), -4), expected: { problem: 'unknown-card' } },
    { camera: 'Y', expected: { problem: 'unknown-card' } },
    ...members(3).slice(12).flatMap((p, i) => child(p.id, portraits(i + 12), 'Y', tilt(i))),
    // The team photo after the team's portraits.
    ...groupPhoto(green.id, 1, 'Y'),
  ];
  // Camera X's file counter wraps (IMG_9999 is followed by IMG_0000), so its name order is not its shot order; the
  // last name of the folder is a card (its processing starts the matching that sees the whole day).
  const wrapAt = cameraX.findIndex((shot) => shot.qr === cameraCardCode({ jobId, subjectId: members(1)[0]!.id }));
  const named = [
    ...cameraX.map((shot, i) => ({ ...shot, at: i * 2, name: `IMG_${String((9999 - wrapAt + i) % 10000).padStart(4, '0')}.JPG` })),
    // The second camera shoots at the same time, a second apart.
    ...cameraY.map((shot, i) => ({ ...shot, at: i * 2 + 1, name: `DSC_${String(i + 1).padStart(4, '0')}.JPG` })),
  ].sort((a, b) => a.name.localeCompare(b.name));
  expect(named.at(-1)).toMatchObject({ name: 'IMG_9999.JPG', expected: { card: true } });
  expect(named).toHaveLength(cameraX.length + cameraY.length);

  const clock = (at: number) => `2026:09:15 ${String(9 + Math.floor(at / 3600)).padStart(2, '0')}:${String(Math.floor(at / 60) % 60).padStart(2, '0')}:${String(at % 60).padStart(2, '0')}`;
  const ids: number[] = [];
  for (const shot of named) {
    const data = await dayShot({ ...shot, taken: clock(shot.at), subSeconds: '40', cameraSerial: `CAM-${shot.camera}`, hue: shot.at });
    const body = multipart([{ name: 'file', filename: shot.name, data }]);
    const answer = await app.inject({ method: 'POST', url: dayBase, payload: body.payload, headers: { ...body.headers, ...session.auth } });
    expect(answer.statusCode).toBe(201);
    ids.push(answer.json().data.image.id as number);
  }
  const uploaded = Date.now();
  // The last file's card is hidden only by a matching run that found no photo of the day still being read.
  const last = ids.at(-1)!;
  for (;;) {
    const [row] = await db.select({ isCard: images.isCard }).from(images).where(eq(images.id, last));
    if (row?.isCard) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const matchedAt = Date.now();

  // Every photo on its child (with its pose), its group, hidden as a card, or nobody's.
  const rows = new Map((await db.select().from(images).where(inArray(images.id, ids))).map((row) => [row.id, row]));
  const ended = (id: number): Expected | 'nobody' => {
    const row = rows.get(id)!;
    if (row.isCard) return { card: true };
    if (row.subjectId !== null) return { subjectId: row.subjectId, pose: row.sortOrder };
    if (row.groupId !== null && row.type === 'hosted-group') return { groupId: row.groupId };
    return 'nobody';
  };
  expect(named.map((shot, i) => [shot.name, ended(ids[i]!)])).toEqual(named.map((shot) => [shot.name, 'problem' in shot.expected ? 'nobody' : shot.expected]));
  expect(poses.get(retaken.id)).toBe(2);

  // The runs as shot: each group's run named by its group, with its count; the runs needing the studio, each with its reason.
  const view = (await session.call('GET', `${dayBase}/runs`)).json().data as JobPhotoRuns;
  const idOf = new Map(named.map((shot, i) => [shot, ids[i]!]));
  const groupRuns = view.runs.filter((run) => run.groupId !== null).map((run) => [run.name, run.count, run.imageLookupIds]);
  const photosOf = (groupId: number) => named.filter((shot) => 'groupId' in shot.expected && shot.expected.groupId === groupId).map((shot) => idOf.get(shot)!);
  expect(groupRuns).toEqual(expect.arrayContaining([room1, room2, blue, green].map((g) => [g.name, photosOf(g.id).length, photosOf(g.id)])));
  expect(groupRuns).toHaveLength(4);
  const problems = (problem: string) => named.filter((shot) => 'problem' in shot.expected && shot.expected.problem === problem && !shot.qr).map((shot) => idOf.get(shot)!);
  const attention = view.runs.filter((run) => run.needsAttention);
  expect(attention.filter((run) => run.problem !== null).map((run) => [run.cameraSerial, run.problem, run.otherJobId, run.imageLookupIds])).toEqual([
    ['CAM-X', 'before-first-card', null, problems('before-first-card')],
    ['CAM-X', 'card-not-read', null, problems('card-not-read')],
    ['CAM-Y', 'other-job', 987654, problems('other-job')],
    ['CAM-Y', 'unknown-card', null, problems('unknown-card')],
  ]);
  // The retake at the end of the day, with the rest of the day shot between, is listed too: both runs of that
  // child, far apart, for the studio to confirm; together they hold exactly that child's portraits.
  const farApart = attention.filter((run) => run.problem === null);
  expect(farApart.map((run) => [run.subjectId, run.farApart])).toEqual([
    [retaken.id, true],
    [retaken.id, true],
  ]);
  const byId = (x: number, y: number) => x - y;
  expect(farApart.flatMap((run) => run.imageLookupIds).sort(byId)).toEqual(named.filter((shot) => 'subjectId' in shot.expected && shot.expected.subjectId === retaken.id).map((shot) => idOf.get(shot)!).sort(byId));
  expect(view.subjectsWithoutPhotos).toEqual([{ id: unreadChild.id, name: `${unreadChild.firstName} ${unreadChild.lastName}` }]);
  // The Unmatched list holds those runs' photos and cards, and nothing else (a group photo is placed, not unmatched).
  const unmatched = (await session.call('GET', `${dayBase}?unmatched=1&pageSize=100`)).json().data as { resultItems: Array<{ id: number }> };
  expect(unmatched.resultItems.map((item) => item.id).sort((x, y) => x - y)).toEqual(named.filter((shot) => 'problem' in shot.expected).map((shot) => idOf.get(shot)!).sort((x, y) => x - y));

  // Every child's gallery (the parent's route): their own portraits in pose order, and their group's photo as the group photo.
  const cardIds = new Set(named.filter((shot) => shot.qr).map((shot) => idOf.get(shot)!));
  const secret = app.config.jwtSecret;
  for (const pupil of pupils) {
    const answer = await app.inject({ method: 'GET', url: `/api/customer/jobs/${jobId}/subjects/${pupil.id}?token=${encodeURIComponent(signSubjectToken(secret, jobId, pupil.id))}` });
    expect(answer.statusCode).toBe(200);
    const gallery = answer.json().data as CustomerSubject;
    const own = named.filter((shot) => 'subjectId' in shot.expected && shot.expected.subjectId === pupil.id).sort((a, b) => ('pose' in a.expected && 'pose' in b.expected ? a.expected.pose - b.expected.pose : 0));
    expect([pupil.id, gallery.images.map((image) => image.id)]).toEqual([pupil.id, own.map((shot) => idOf.get(shot)!)]);
    expect([pupil.id, gallery.groupImages.map((image) => [image.id, image.imageLookup.type])]).toEqual([pupil.id, photosOf(pupil.groupId!).map((id) => [id, 'hosted-group'])]);
    expect([...gallery.images, ...gallery.groupImages].some((image) => cardIds.has(image.id))).toBe(false);
    // A package's group place starts with the group photo, and a parent may choose it there.
    const owner = await loadSubjectImages(db, jobId, pupil.id);
    expect(fillImageNode(owner, { name: 'group1', static: false }, undefined).groupImageId).toBe(photosOf(pupil.groupId!)[0]);
    expect(fillImageNode(owner, { name: 'group1', static: false }, { name: 'group1', groupImageId: photosOf(pupil.groupId!).at(-1)! } as never).groupImageId).toBe(photosOf(pupil.groupId!).at(-1));
  }
  // No card photo of this job reaches a parent, even with a signed URL.
  for (const shot of named.filter((s) => 'card' in s.expected)) expect([shot.name, await parentSees(idOf.get(shot)!)]).toEqual([shot.name, 404]);
  // Figures for docs/photos.md: made and uploaded, then read and matched, on a shared 2-core machine.
  console.info(`picture day: ${named.length} photos uploaded in ${uploaded - started} ms, read and matched ${matchedAt - uploaded} ms later`);
}, 600_000);
