import { STALE_RECORD_MESSAGE } from '@shutterday/domain';
import { ROSTER_MESSAGES } from '@shutterday/domain/staff';
import { eq, sql } from 'drizzle-orm';
import { jobs, organizations } from '../../../db/schema';
import { LINCOLN } from '../../../test-support/ordering';
import { studioAdminTestApp } from '../../../test-support/studio-admin';

const session = studioAdminTestApp();
const { call } = session;
let jobId = 0;
let v3 = '';
let plain = '';

beforeAll(async () => {
  const [org] = await session.ctx.db.select().from(organizations).where(eq(organizations.name, 'Lincoln Elementary'));
  const [job] = await session.ctx.db.insert(jobs).values({ studioId: 1, organizationId: org!.id, name: 'Roster test day' }).returning();
  jobId = job!.id;
  v3 = `/api/v3/studioadmin/studios/1/organizations/${org!.id}/jobs/${jobId}/subjects`;
  plain = `/api/studioadmin/studios/1/jobs/${jobId}`;
});

const row = (i: number, extra: object = {}) => ({ firstName: `Kid${i}`, lastName: 'Roster', group: i % 2 ? 'Room A' : 'Room B', fields: [{ name: 'phone', value: `555-01${String(i).padStart(2, '0')}` }], ...extra });

describe('subjects (studio)', () => {
  it('creates with the spec §7 POST, lists with search, edits with its version, deletes', async () => {
    const group = (await call('POST', `${plain}/subject-groups`, { name: 'Room 9' })).json().data;
    const created = await call('POST', v3, { firstName: 'Ada', lastName: 'Lovelace', groupId: group.id, fields: [{ name: 'birthday', value: '2018-12-10' }] });
    expect(created.statusCode).toBe(201);
    const subject = created.json().data;
    expect(subject).toMatchObject({ firstName: 'Ada', groupName: 'Room 9', version: 1, fields: [{ name: 'birthday', value: '2018-12-10' }], images: [], orders: [] });
    // Generated: 8 characters a parent cannot misread (no 0/O, 1/I or L).
    expect(subject.accessCode).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    expect((await call('GET', `${plain}/subjects?search=ada love`)).json().data).toMatchObject({ totalRecords: 1, resultItems: [{ id: subject.id }] });
    const again = await call('POST', v3, { firstName: 'ADA', lastName: 'lovelace', groupId: group.id });
    expect([again.statusCode, again.json()]).toEqual([409, { errors: [ROSTER_MESSAGES.sameSubjectTaken] }]);
    const edit = { firstName: 'Ada', lastName: 'King', groupId: null, accessCode: 'ada-1', externalId: null, fields: [] };
    expect((await call('PUT', `${plain}/subjects/${subject.id}`, { ...edit, version: 1 })).json().data).toMatchObject({ lastName: 'King', accessCode: 'ADA-1', groupId: null, version: 2, fields: [] });
    expect((await call('PUT', `${v3}/${subject.id}`, { ...edit, version: 1 })).json()).toEqual({ errors: [STALE_RECORD_MESSAGE] });
    const taken = await call('POST', v3, { firstName: 'Other', lastName: 'Kid', accessCode: 'ADA-1' });
    expect(taken.json()).toEqual({ errors: [ROSTER_MESSAGES.accessCodeTaken('ADA-1')] });
    expect((await call('DELETE', `${plain}/subjects/${subject.id}`)).statusCode).toBe(204);
    expect((await call('GET', `${plain}/subjects/${subject.id}`)).statusCode).toBe(404);
  });

  it('refuses a group of another job and the delete of a subject with orders', async () => {
    const foreign = (await call('POST', `/api/studioadmin/studios/1/jobs/${LINCOLN}/subject-groups`, { name: 'Elsewhere' })).json().data;
    expect((await call('POST', v3, { firstName: 'A', lastName: 'B', groupId: foreign.id })).json()).toEqual({ errors: [ROSTER_MESSAGES.groupNotInJob] });
    const [ordered] = ((await session.ctx.db.execute(sql`select min(subject_id) as id from order_lines`)) as unknown as { rows: Array<{ id: number }> }).rows;
    const refused = await call('DELETE', `/api/studioadmin/studios/1/jobs/${LINCOLN}/subjects/${ordered!.id}`);
    expect([refused.statusCode, refused.json()]).toEqual([409, { errors: [ROSTER_MESSAGES.subjectHasOrders] }]);
    const detail = (await call('GET', `/api/studioadmin/studios/1/jobs/${LINCOLN}/subjects/${ordered!.id}`)).json().data;
    expect(detail.orders[0]).toMatchObject({ orderNumber: 100001 });
    expect(detail.images.length).toBeGreaterThanOrEqual(2);
    expect(detail.images[0].thumbnailUrl).toMatch(/^\/api\/customer\/images\/\d+\/thumbnail\?e=\d+&s=/);
    expect(detail.groupImages).toHaveLength(1);
  });
});

describe('subjects/bulk', () => {
  it('creates, then updates the same rows on a re-import (no duplicates), answering the subjects with returnData', async () => {
    const rows = Array.from({ length: 30 }, (_, i) => row(i));
    const first = await call('POST', `${v3}/bulk?returnData=true`, { subjects: rows });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({ created: 30, updated: 0 });
    expect(first.json().data.subjects.map((s: { firstName: string }) => s.firstName)).toEqual(rows.map((r) => r.firstName));
    expect(first.json().data.subjects[3]).toMatchObject({ groupName: 'Room A', fields: [{ name: 'phone', value: '555-0103' }] });
    const codes = first.json().data.subjects.map((s: { accessCode: string }) => s.accessCode);
    expect(new Set(codes).size).toBe(30);
    expect(codes.every((code: string) => /^[2-9A-HJKMNP-Z]{8}$/.test(code))).toBe(true);
    const second = await call('POST', `${v3}/bulk`, { subjects: rows.map((r, i) => (i === 3 ? { ...r, firstName: 'KID3', fields: [{ name: 'phone', value: '555-9999' }] } : r)) });
    expect([second.statusCode, second.json().data]).toEqual([200, { created: 0, updated: 30 }]);
    const listed = (await call('GET', `${plain}/subjects?search=Roster&pageSize=200`)).json().data;
    expect(listed.totalRecords).toBe(30);
    expect(listed.resultItems.map((s: { accessCode: string }) => s.accessCode).sort()).toEqual([...codes].sort());
    expect(listed.resultItems.find((s: { firstName: string }) => s.firstName === 'KID3').fields).toEqual([{ name: 'phone', value: '555-9999' }]);
    const groups = (await call('GET', `${plain}/subject-groups?search=Room`)).json().data.resultItems;
    expect(groups.map((g: { name: string; memberCount: number }) => [g.name, g.memberCount])).toEqual(expect.arrayContaining([['Room A', 15], ['Room B', 15]]));
  });

  it('matches by external id when the rows have one (a corrected name updates instead of duplicating)', async () => {
    await call('POST', `${v3}/bulk`, { subjects: [{ firstName: 'Jon', lastName: 'Snow', externalId: 'S-100' }] });
    const fixed = (await call('POST', `${v3}/bulk?returnData=true`, { subjects: [{ firstName: 'John', lastName: 'Snow', externalId: 'S-100', group: 'Room C' }] })).json().data;
    expect(fixed).toMatchObject({ created: 0, updated: 1, subjects: [{ firstName: 'John', groupName: 'Room C', externalId: 'S-100' }] });
  });

  it('writes nothing when one row of the request fails (all or nothing)', async () => {
    const before = (await call('GET', `${plain}/subjects`)).json().data.totalRecords;
    const taken = (await call('GET', `${plain}/subjects?search=Kid1`)).json().data.resultItems[0].accessCode;
    const refused = await call('POST', `${v3}/bulk`, { subjects: [row(100), row(101, { accessCode: taken })] });
    expect([refused.statusCode, refused.json()]).toEqual([409, { errors: [`subjects.1: Access code ${taken} is already used by another subject of this job`] }]);
    const repeated = await call('POST', `${v3}/bulk`, { subjects: [row(102), row(102)] });
    expect([repeated.statusCode, repeated.json()]).toEqual([400, { errors: ['subjects.1: Same subject as subjects.0'] }]);
    const invalid = await call('POST', `${v3}/bulk`, { subjects: [row(103), { firstName: '', lastName: 'X' }] });
    expect([invalid.statusCode, invalid.json().errors[0]]).toEqual([400, 'subjects.1.firstName: This field is required']);
    expect((await call('GET', `${plain}/subjects`)).json().data.totalRecords).toBe(before);
  });

  it("names the file's rows when the rows carry them: repeats in the request and codes held by other subjects", async () => {
    const holder = (await call('GET', `${plain}/subjects?search=Kid2`)).json().data.resultItems[0];
    const sameCode = await call('POST', `${v3}/bulk`, { subjects: [row(200, { accessCode: 'dup-200', line: 2 }), row(201, { line: 3 }), row(202, { accessCode: 'DUP-200', line: 25 })] });
    expect([sameCode.statusCode, sameCode.json()]).toEqual([400, { errors: ['Row 25: Same access code as row 2'] }]);
    const samePerson = await call('POST', `${v3}/bulk`, { subjects: [row(203, { line: 7 }), row(203, { line: 40 })] });
    expect(samePerson.json()).toEqual({ errors: ['Row 40: Same subject as row 7'] });
    const taken = await call('POST', `${v3}/bulk`, { subjects: [row(204, { line: 2 }), row(205, { accessCode: holder.accessCode.toLowerCase(), line: 9 })] });
    expect([taken.statusCode, taken.json()]).toEqual([409, { errors: [`Row 9: Access code ${holder.accessCode} is already used by another subject of this job`] }]);
    // The subject that holds the code may be re-imported with it: that is no conflict.
    const own = await call('POST', `${v3}/bulk`, { subjects: [{ firstName: holder.firstName, lastName: holder.lastName, group: holder.groupName, accessCode: holder.accessCode, line: 4 }] });
    expect([own.statusCode, own.json().data]).toEqual([200, { created: 0, updated: 1 }]);
    expect((await call('POST', `${v3}/bulk`, { subjects: [row(206, { line: 0 })] })).json().errors).toEqual(['subjects.0.line: This value must be at least 1']);
    expect((await call('GET', `${plain}/subjects?search=Kid20`)).json().data.totalRecords).toBe(1);
  });

  it('refuses more than 1,000 rows per request and a job of another organization', async () => {
    const tooMany = await call('POST', `${v3}/bulk`, { subjects: Array.from({ length: 1001 }, (_, i) => row(i)) });
    expect(tooMany.json().errors).toContain('subjects: Send at most 1000 subjects per request');
    const wrongOrg = v3.replace(/organizations\/\d+/, 'organizations/999999');
    expect((await call('POST', `${wrongOrg}/bulk`, { subjects: [row(1)] })).statusCode).toBe(404);
  });
});

describe('groups', () => {
  it('renames (members are still matched on re-import) and deletes (members stay, ungrouped)', async () => {
    const group = (await call('POST', `${plain}/subject-groups`, { name: 'Team Z' })).json().data;
    expect((await call('POST', `${plain}/subject-groups`, { name: 'team z' })).json()).toEqual({ errors: [ROSTER_MESSAGES.groupNameTaken('team z')] });
    await call('POST', `${v3}/bulk`, { subjects: [{ firstName: 'Zed', lastName: 'Zee', group: 'Team Z' }] });
    await call('PUT', `${plain}/subject-groups/${group.id}`, { name: 'Team Zeta', version: 1 });
    expect((await call('POST', `${v3}/bulk`, { subjects: [{ firstName: 'Zed', lastName: 'Zee', group: 'team zeta' }] })).json().data).toEqual({ created: 0, updated: 1 });
    expect((await call('DELETE', `${plain}/subject-groups/${group.id}`)).statusCode).toBe(204);
    expect((await call('GET', `${plain}/subjects?search=Zed`)).json().data.resultItems[0]).toMatchObject({ groupId: null, groupName: null });
    expect((await call('POST', `${v3}/bulk`, { subjects: [{ firstName: 'Zed', lastName: 'Zee' }] })).json().data).toEqual({ created: 0, updated: 1 });
  });

  it('refuses with 409 and changes nothing when deleting a group would leave a member named like a subject without a group', async () => {
    const group = (await call('POST', `${plain}/subject-groups`, { name: 'Room Twin' })).json().data;
    await call('POST', `${v3}/bulk`, { subjects: [{ firstName: 'Tess', lastName: 'Twin', group: 'Room Twin' }, { firstName: 'Tess', lastName: 'Twin' }, { firstName: 'Uma', lastName: 'Twin', group: 'Room Twin' }] });
    const before = (await call('GET', `${plain}/subjects?search=Twin`)).json().data;
    const refused = await call('DELETE', `${plain}/subject-groups/${group.id}`);
    expect([refused.statusCode, refused.json()]).toEqual([409, { errors: [ROSTER_MESSAGES.groupDeleteWouldCollide('Tess Twin')] }]);
    expect((await call('GET', `${plain}/subject-groups/${group.id}`)).statusCode).toBe(200);
    expect((await call('GET', `${plain}/subjects?search=Twin`)).json().data).toEqual(before);
    // Renamed apart, the same delete goes through.
    const [ungrouped] = (before.resultItems as Array<{ id: number; firstName: string; groupId: number | null; version: number }>).filter((s) => s.firstName === 'Tess' && s.groupId === null);
    await call('PUT', `${plain}/subjects/${ungrouped!.id}`, { firstName: 'Tessa', lastName: 'Twin', groupId: null, accessCode: null, externalId: null, fields: [], version: ungrouped!.version });
    expect((await call('DELETE', `${plain}/subject-groups/${group.id}`)).statusCode).toBe(204);
  });

  it('filters the subject list by group (both paths), by "none" for those in no group, together with search', async () => {
    const [org] = await session.ctx.db.select().from(organizations).where(eq(organizations.name, 'Lincoln Elementary'));
    const [job] = await session.ctx.db.insert(jobs).values({ studioId: 1, organizationId: org!.id, name: 'Group filter day' }).returning();
    const own = `/api/v3/studioadmin/studios/1/organizations/${org!.id}/jobs/${job!.id}/subjects`;
    const ownPlain = `/api/studioadmin/studios/1/jobs/${job!.id}`;
    // Kid1, Kid3, Kid5 in Room A; Kid2, Kid4 in Room B; Solo in no group.
    await call('POST', `${own}/bulk`, { subjects: [...[1, 2, 3, 4, 5].map((i) => row(i)), { firstName: 'Solo', lastName: 'Roster' }] });
    const groups = (await call('GET', `${ownPlain}/subject-groups`)).json().data.resultItems as Array<{ id: number; name: string }>;
    const roomA = groups.find((g) => g.name === 'Room A')!.id;
    const names = async (url: string) => ((await call('GET', url)).json().data.resultItems as Array<{ firstName: string }>).map((s) => s.firstName).sort();
    expect(await names(`${own}?groupId=${roomA}`)).toEqual(['Kid1', 'Kid3', 'Kid5']);
    expect(await names(`${ownPlain}/subjects?groupId=${roomA}`)).toEqual(['Kid1', 'Kid3', 'Kid5']);
    expect(await names(`${own}?groupId=none`)).toEqual(['Solo']);
    expect(await names(`${own}?groupId=${roomA}&search=kid3`)).toEqual(['Kid3']);
    expect((await call('GET', `${own}?groupId=${roomA}&pageSize=2`)).json().data.totalRecords).toBe(3);
    // A group of another job lists nothing of this job; a value that is no group id is refused.
    const foreign = (await call('GET', `/api/studioadmin/studios/1/jobs/${LINCOLN}/subject-groups?search=Grade 1`)).json().data.resultItems[0];
    expect(await names(`${own}?groupId=${foreign.id}`)).toEqual([]);
    const refused = await call('GET', `${own}?groupId=room-a`);
    expect([refused.statusCode, refused.json().errors]).toEqual([400, ['groupId: This value must be a group id or none']]);
  });

  it('refuses to delete a group that has group photos', async () => {
    const group = (await call('GET', `/api/studioadmin/studios/1/jobs/${LINCOLN}/subject-groups?search=Grade 1`)).json().data.resultItems[0];
    expect(group.images).toHaveLength(1);
    expect((await call('DELETE', `/api/studioadmin/studios/1/jobs/${LINCOLN}/subject-groups/${group.id}`)).json()).toEqual({ errors: [ROSTER_MESSAGES.groupHasPhotos] });
  });
});
