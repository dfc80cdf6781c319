import { STALE_RECORD_MESSAGE } from '@shutterday/domain';
import { studioAdminTestApp } from '../../../test-support/studio-admin';

const { call } = studioAdminTestApp();

const lincoln = '/api/studioadmin/studios/1/organizations/1/jobs';
const customerNames = async (search: string) =>
  (await call('GET', `/api/customer/studios/1/jobs?search=${encodeURIComponent(search)}`)).json().data.resultItems.map((j: { name: string }) => j.name);

describe('jobs of an organization: create, publish, unpublish, archive', () => {
  it('creates an unpublished job with its picture day and flags, then lists it', async () => {
    const response = await call('POST', lincoln, { name: 'Spring Picture Day', pictureDay: '2027-04-14', prepayAvailable: true, galleryAvailable: false });
    expect(response.statusCode).toBe(201);
    const job = response.json().data;
    expect(job).toMatchObject({ name: 'Spring Picture Day', organizationId: 1, pictureDay: '2027-04-14', published: false, archived: false, prepay: { available: true }, gallery: { available: false }, recordVersion: 1, version: { major: 3, minor: 0 } });
    expect((await call('GET', `${lincoln}/${job.id}`)).json().data.name).toBe('Spring Picture Day');
    const unpublished = (await call('GET', `${lincoln}?state=unpublished&prepay=1`)).json().data.resultItems.map((j: { name: string }) => j.name);
    expect(unpublished).toContain('Spring Picture Day');
    expect(await customerNames('Spring Picture Day')).toEqual([]);
  });

  it('refuses a blank name and an impossible date (400)', async () => {
    const response = await call('POST', lincoln, { name: '  ', pictureDay: '2027-02-30' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(['name: This field is required', 'pictureDay: This is not a valid date']);
  });

  it('publishes (parents see it), unpublishes, then archives (parents no longer see it)', async () => {
    const job = (await call('POST', lincoln, { name: 'Autumn Retakes' })).json().data;
    const published = await call('POST', `${lincoln}/${job.id}/publish`, { recordVersion: 1 });
    expect(published.json().data).toMatchObject({ published: true, archived: false, recordVersion: 2 });
    expect(await customerNames('Autumn Retakes')).toEqual(['Autumn Retakes']);
    expect((await call('POST', `${lincoln}/${job.id}/unpublish`, { recordVersion: 2 })).json().data).toMatchObject({ published: false, recordVersion: 3 });
    expect(await customerNames('Autumn Retakes')).toEqual([]);
    await call('POST', `${lincoln}/${job.id}/publish`, { recordVersion: 3 });
    const archived = await call('POST', `${lincoln}/${job.id}/archive`, { recordVersion: 4 });
    expect(archived.json().data).toMatchObject({ archived: true, recordVersion: 5 });
    expect(await customerNames('Autumn Retakes')).toEqual([]);
    const archivedList = (await call('GET', `${lincoln}?state=archived`)).json().data.resultItems.map((j: { name: string }) => j.name);
    expect(archivedList).toEqual(expect.arrayContaining(['Autumn Retakes', 'Archived 2025']));
    expect((await call('GET', `/api/studioadmin/studios/1/jobs?state=published&search=Autumn`)).json().data.totalRecords).toBe(0);
  });

  it('answers 409 to a write from a stale record version, and keeps the first write', async () => {
    const job = (await call('POST', lincoln, { name: 'Team Photos' })).json().data;
    expect((await call('PUT', `${lincoln}/${job.id}`, { name: 'Team Photos 2027', recordVersion: 1 })).statusCode).toBe(200);
    const stale = await call('PUT', `${lincoln}/${job.id}`, { name: 'Overwritten', recordVersion: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ errors: [STALE_RECORD_MESSAGE] });
    expect((await call('POST', `${lincoln}/${job.id}/publish`, { recordVersion: 1 })).statusCode).toBe(409);
    expect((await call('GET', `${lincoln}/${job.id}`)).json().data).toMatchObject({ name: 'Team Photos 2027', published: false, recordVersion: 2 });
  });

  it('answers 404 for a job of another organization or another studio, and an unknown organization', async () => {
    const job = (await call('POST', lincoln, { name: 'Elsewhere' })).json().data;
    const otherOrg = (await call('POST', '/api/studioadmin/studios/1/organizations', { name: 'Birch Academy', type: 'school' })).json().data;
    const wrongOrg = `/api/studioadmin/studios/1/organizations/${otherOrg.id}/jobs/${job.id}`;
    expect((await call('GET', wrongOrg)).statusCode).toBe(404);
    expect((await call('POST', `${wrongOrg}/publish`, { recordVersion: 1 })).json()).toEqual({ errors: ['Job not found'] });
    expect((await call('POST', '/api/studioadmin/studios/1/organizations/999999/jobs', { name: 'Nowhere' })).statusCode).toBe(404);
    expect((await call('POST', `/api/studioadmin/studios/2/organizations/1/jobs/${job.id}/publish`, { recordVersion: 1 })).statusCode).toBe(403);
  });
});
