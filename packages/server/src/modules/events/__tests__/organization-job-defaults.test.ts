import { STALE_RECORD_MESSAGE } from '@shutterday/domain';
import { eq } from 'drizzle-orm';
import { jobs } from '../../../db/schema';
import { studioAdminTestApp } from '../../../test-support/studio-admin';

const session = studioAdminTestApp();
const { call } = session;

const studio = '/api/studioadmin/studios/1';
const stale = { errors: [STALE_RECORD_MESSAGE] };
const schoolDefaults = {
  prepay: { available: true, importedData: true, opensDaysBefore: 14, closesDaysAfter: 7 },
  gallery: { available: false, enableYearBookPoseSelection: true, poseSelectionDeadlineDays: 30 },
};

async function newOrganization(name: string): Promise<string> {
  const organization = (await call('POST', `${studio}/organizations`, { name, type: 'school' })).json().data;
  return `${studio}/organizations/${organization.id}`;
}

async function storedWindow(jobId: number) {
  const [row] = await session.ctx.db.select({ opens: jobs.prepayOpensOn, closes: jobs.prepayClosesOn, poseEnds: jobs.yearBookPoseSelectionEndsAt }).from(jobs).where(eq(jobs.id, jobId));
  return { ...row!, poseEnds: row!.poseEnds?.toISOString() ?? null };
}

describe("an organization's defaults for its new jobs", () => {
  it("reads the studio's defaults until saved, then saves with the version (409 for the second editor)", async () => {
    const organization = await newOrganization('Aspen Middle School');
    const url = `${organization}/job-defaults`;
    expect((await call('GET', url)).json().data).toEqual({
      prepay: { available: true, importedData: false, opensDaysBefore: null, closesDaysAfter: null },
      gallery: { available: true, enableYearBookPoseSelection: false, poseSelectionDeadlineDays: null },
      saved: false,
      version: 1,
    });
    const saved = await call('PUT', url, { ...schoolDefaults, version: 1 });
    expect([saved.statusCode, saved.json().data]).toEqual([200, { ...schoolDefaults, saved: true, version: 2 }]);
    const second = await call('PUT', url, { ...schoolDefaults, prepay: { ...schoolDefaults.prepay, available: false }, version: 1 });
    expect([second.statusCode, second.json()]).toEqual([409, stale]);
    expect((await call('GET', url)).json().data).toMatchObject({ prepay: { available: true }, version: 2 });
  });

  it('refuses offsets out of bounds, unknown keys, and organizations it cannot see', async () => {
    const organization = await newOrganization('Cedar High');
    const url = `${organization}/job-defaults`;
    const bad = await call('PUT', url, { prepay: { ...schoolDefaults.prepay, opensDaysBefore: 366 }, gallery: { ...schoolDefaults.gallery, poseSelectionDeadlineDays: -1 }, version: 1 });
    expect([bad.statusCode, bad.json()]).toEqual([400, { errors: ['prepay.opensDaysBefore: This value must be at most 365', 'gallery.poseSelectionDeadlineDays: This value must be at least 0'] }]);
    expect((await call('PUT', url, { ...schoolDefaults, price: 1, version: 1 })).statusCode).toBe(400);
    expect((await call('GET', `${studio}/organizations/999999/job-defaults`)).json()).toEqual({ errors: ['Organization not found'] });
    expect((await call('PUT', `${studio}/organizations/999999/job-defaults`, { ...schoolDefaults, version: 1 })).statusCode).toBe(404);
    expect((await call('GET', '/api/studioadmin/studios/2/organizations/1/job-defaults')).statusCode).toBe(403);
  });
});

describe('a new job carries its defaults', () => {
  it("takes the organization's prepay and gallery defaults, dated from its picture day, and the studio's package set", async () => {
    const organization = await newOrganization('Dogwood Elementary');
    await call('PUT', `${organization}/job-defaults`, { ...schoolDefaults, version: 1 });
    const set = (await call('POST', `${studio}/package-sets`, { name: 'Studio default set' })).json().data;
    const prefs = (await call('GET', `${studio}/package-preferences`)).json().data;
    expect((await call('PUT', `${studio}/package-preferences`, { defaultPackageSetId: set.id, prepayAvailable: false, galleryAvailable: false, version: prefs.version })).statusCode).toBe(200);

    const created = await call('POST', `${organization}/jobs`, { name: 'Dogwood Spring', pictureDay: '2027-04-14' });
    expect(created.statusCode).toBe(201);
    const job = created.json().data;
    expect(job).toMatchObject({ prepay: { available: true }, prepaySettings: { importedData: true }, gallery: { available: false }, gallerySettings: { enableYearBookPoseSelection: true, isYearBookPoseSelectionExpired: false } });
    expect(await storedWindow(job.id)).toEqual({ opens: '2027-03-31', closes: '2027-04-21', poseEnds: '2027-05-15T00:00:00.000Z' });
    const offered = (await call('GET', `${studio}/jobs/${job.id}/package-sets`)).json().data.resultItems.map((s: { id: number }) => s.id);
    expect(offered).toEqual([set.id]);

    // What the creator chose explicitly wins; without a picture day there are no dates.
    const chosen = (await call('POST', `${organization}/jobs`, { name: 'Dogwood Retakes', prepayAvailable: false, galleryAvailable: true })).json().data;
    expect(chosen).toMatchObject({ prepay: { available: false }, gallery: { available: true }, gallerySettings: { enableYearBookPoseSelection: true } });
    expect(await storedWindow(chosen.id)).toEqual({ opens: null, closes: null, poseEnds: null });

    // An organization that never saved its own follows the studio's package preferences.
    const plain = await newOrganization('Elm Street School');
    const followed = (await call('POST', `${plain}/jobs`, { name: 'Elm Picture Day', pictureDay: '2027-04-14' })).json().data;
    expect(followed).toMatchObject({ prepay: { available: false }, prepaySettings: { importedData: false }, gallery: { available: false }, gallerySettings: { enableYearBookPoseSelection: false } });
    expect(await storedWindow(followed.id)).toEqual({ opens: null, closes: null, poseEnds: null });
    expect((await call('GET', `${studio}/jobs/${followed.id}/package-sets`)).json().data.resultItems.map((s: { id: number }) => s.id)).toEqual([set.id]);
  });
});
