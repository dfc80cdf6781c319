import { STALE_RECORD_MESSAGE } from '@shutterday/domain';
import { studioAdminTestApp } from '../../../test-support/studio-admin';

const { call } = studioAdminTestApp();

const orgJobs = '/api/studioadmin/studios/1/organizations/1/jobs';
// Prepay and gallery chosen off, so the studio's package preferences (defaults for new jobs) do not decide them.
const newJob = async (name: string) => (await call('POST', orgJobs, { name, pictureDay: '2027-05-02', prepayAvailable: false, galleryAvailable: false })).json().data as { id: number; recordVersion: number };
const orgSettings = (jobId: number, tab: string) => `${orgJobs}/${jobId}/settings/${tab}`;
const adminSettings = (jobId: number, tab: string) => `/api/studioadmin/studios/1/jobs/${jobId}/settings/${tab}`;

describe('job settings tabs (organization editor and admin job editor paths)', () => {
  it('reads every tab of a new job with its defaults, the same on both paths', async () => {
    const job = await newJob('Settings Defaults');
    const expected = {
      general: { name: 'Settings Defaults', pictureDay: '2027-05-02', accessCode: null, rspoJob: false, published: false, recordVersion: 1 },
      standard: { allowRetouch: false, allowNameOnAllPrints: false, allowNameOnWallets: false, imageLevelService: false, recordVersion: 1 },
      preorder: { prepayAvailable: false, importedData: false, opensOn: null, closesOn: null, recordVersion: 1 },
      prefields: { fields: [], recordVersion: 1 },
      gallery: { galleryAvailable: false, enableYearBookPoseSelection: false, poseSelectionEndsOn: null, orderingClosesOn: null, isYearBookPoseSelectionExpired: false, recordVersion: 1 },
    };
    for (const [tab, settings] of Object.entries(expected)) {
      expect((await call('GET', orgSettings(job.id, tab))).json()).toEqual({ data: settings });
      expect((await call('GET', adminSettings(job.id, tab))).json()).toEqual({ data: settings });
    }
  });

  it('saves each tab, bumping the job record version, and the job shows the change', async () => {
    const job = await newJob('Settings Saved');
    const general = await call('PUT', orgSettings(job.id, 'general'), { name: 'Settings Saved 2027', pictureDay: '2027-05-03', accessCode: 'maple27', rspoJob: true, recordVersion: 1 });
    expect(general.json().data).toEqual({ name: 'Settings Saved 2027', pictureDay: '2027-05-03', accessCode: 'MAPLE27', rspoJob: true, published: false, recordVersion: 2 });
    const standard = await call('PUT', adminSettings(job.id, 'standard'), { allowRetouch: true, allowNameOnAllPrints: false, allowNameOnWallets: true, imageLevelService: false, recordVersion: 2 });
    expect(standard.json().data).toMatchObject({ allowRetouch: true, allowNameOnWallets: true, recordVersion: 3 });
    const preorder = await call('PUT', orgSettings(job.id, 'preorder'), { prepayAvailable: true, importedData: true, opensOn: '2027-04-01', closesOn: '2027-05-31', recordVersion: 3 });
    expect(preorder.json().data).toEqual({ prepayAvailable: true, importedData: true, opensOn: '2027-04-01', closesOn: '2027-05-31', recordVersion: 4 });
    const fields = [
      { name: 'teacher', label: 'Teacher', required: true, type: 'text' },
      { name: 'shirt', label: 'T-shirt size', required: false, type: 'choice', options: ['S', 'M', 'L'] },
    ];
    const prefields = await call('PUT', orgSettings(job.id, 'prefields'), { fields, recordVersion: 4 });
    expect(prefields.json().data.fields).toEqual([{ ...fields[0], options: [] }, fields[1]]);
    const gallery = await call('PUT', adminSettings(job.id, 'gallery'), { galleryAvailable: true, enableYearBookPoseSelection: true, poseSelectionEndsOn: '2020-01-31', orderingClosesOn: '2027-06-30', recordVersion: 5 });
    expect(gallery.json().data).toEqual({ galleryAvailable: true, enableYearBookPoseSelection: true, poseSelectionEndsOn: '2020-01-31', orderingClosesOn: '2027-06-30', isYearBookPoseSelectionExpired: true, recordVersion: 6 });
    expect((await call('GET', orgSettings(job.id, 'gallery'))).json().data.orderingClosesOn).toBe('2027-06-30');
    const read = (await call('GET', `${orgJobs}/${job.id}`)).json().data;
    expect(read).toMatchObject({ name: 'Settings Saved 2027', rspoJob: true, prepay: { available: true }, prepaySettings: { importedData: true }, gallery: { available: true }, gallerySettings: { enableYearBookPoseSelection: true, isYearBookPoseSelectionExpired: true }, recordVersion: 6 });
  });

  it('answers 409 to a stale record version and keeps the first save', async () => {
    const job = await newJob('Two Editors');
    expect((await call('PUT', orgSettings(job.id, 'preorder'), { prepayAvailable: true, importedData: false, recordVersion: 1 })).statusCode).toBe(200);
    const stale = await call('PUT', adminSettings(job.id, 'gallery'), { galleryAvailable: true, enableYearBookPoseSelection: false, recordVersion: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ errors: [STALE_RECORD_MESSAGE] });
    expect((await call('GET', adminSettings(job.id, 'gallery'))).json().data).toMatchObject({ galleryAvailable: false, recordVersion: 2 });
  });

  it('refuses what a real form must not send (400 naming the field)', async () => {
    const job = await newJob('Bad Input');
    const check = async (tab: string, body: object, errors: string[]) => {
      const response = await call('PUT', orgSettings(job.id, tab), { ...body, recordVersion: 1 });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual(errors);
    };
    await check('general', { name: ' ', rspoJob: false, accessCode: 'has space' }, ['name: This field is required', 'accessCode: Use letters, digits, - and _ only']);
    await check('preorder', { prepayAvailable: true, importedData: false, opensOn: '2027-05-02', closesOn: '2027-05-01' }, ['closesOn: The last day cannot be before the first day']);
    await check('gallery', { galleryAvailable: true, enableYearBookPoseSelection: true }, ['poseSelectionEndsOn: Give the last day of pose selection']);
    const gallery = { galleryAvailable: true, enableYearBookPoseSelection: false };
    await check('gallery', { ...gallery, orderingClosesOn: '2027-02-30' }, ['orderingClosesOn: This is not a valid date']);
    await check('gallery', { ...gallery, orderingClosesOn: `2027-06-30${'9'.repeat(5000)}` }, ['orderingClosesOn: Use the format YYYY-MM-DD', 'orderingClosesOn: This is not a valid date']);
    await check('gallery', { ...gallery, orderingClosesOn: '2027-06-3\u0000' }, ['orderingClosesOn: This text contains a control character that is not accepted']);
    await check('gallery', { ...gallery, orderingClosesOn: 20270630 }, ['orderingClosesOn: Invalid type: Expected string but received 20270630']);
    await check('prefields', { fields: [{ name: 'size', label: 'Size', required: true, type: 'choice', options: ['M'] }] }, ['fields.0.options: A choice field needs at least two answers']);
    const twice = { name: 'grade', label: 'Grade', required: false, type: 'text' };
    await check('prefields', { fields: [twice, twice] }, ['fields: Each field needs its own name']);
    const many = Array.from({ length: 21 }, (_, i) => ({ ...twice, name: `f${i}` }));
    await check('prefields', { fields: many }, ['fields: Ask at most 20 fields']);
  });

  it("refuses an access code of another job or of the studio (409), and another organization's or studio's job (404)", async () => {
    const job = await newJob('Codes');
    const general = { name: 'Codes', rspoJob: false, recordVersion: 1 };
    expect((await call('PUT', orgSettings(job.id, 'general'), { ...general, accessCode: 'lincoln26' })).statusCode).toBe(409);
    expect((await call('PUT', orgSettings(job.id, 'general'), { ...general, accessCode: 'DEMO2026' })).statusCode).toBe(409);
    const elsewhere = (await call('POST', '/api/studioadmin/studios/1/organizations', { name: 'Cedar Prep', type: 'school' })).json().data;
    const wrongOrg = `/api/studioadmin/studios/1/organizations/${elsewhere.id}/jobs/${job.id}/settings/general`;
    expect((await call('GET', wrongOrg)).json()).toEqual({ errors: ['Job not found'] });
    expect((await call('PUT', wrongOrg, { ...general, accessCode: null })).statusCode).toBe(404);
    expect((await call('GET', `/api/studioadmin/studios/2/jobs/${job.id}/settings/general`)).statusCode).toBe(403);
  });
});
