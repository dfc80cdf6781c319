import { notFoundMessage, STALE_RECORD_MESSAGE } from '@shutterday/domain';
import { WORKFLOW_MESSAGES, type JobWorkflow, type WorkflowRecord } from '@shutterday/domain/staff';
import { createTestApp, type TestContext } from '../../../test-support/app';
import { bearer, login, loginStudioAdmin, loginSystemAdmin } from '../../../test-support/auth';
import { sql } from 'drizzle-orm';
import { jobs, organizations } from '../../../db/schema';
import { hashPassword, usersRepository } from '../../accounts';
import { studiosRepository, STUDIO_PERMISSIONS } from '../../studios';

let ctx: TestContext;
let admin: { authorization: string };
let staff: { authorization: string };
const headersOf = () => ({ admin, staff });
beforeAll(async () => {
  ctx = await createTestApp();
  admin = bearer((await loginSystemAdmin(ctx.app)).token);
  staff = bearer((await loginStudioAdmin(ctx.app)).token);
});
afterAll(() => ctx.close());

type Who = keyof ReturnType<typeof headersOf>;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, who: Who | { authorization: string } = 'admin') =>
  ctx.app.inject({ method, url, headers: typeof who === 'string' ? headersOf()[who] : who, ...(payload ? { payload } : {}) });
const admins = '/api/admin/workflows';
const jobPath = (jobId: number, studioId = 1) => `/api/studioadmin/studios/${studioId}/jobs/${jobId}/workflows`;
const listOf = async (jobId: number, who: Who | { authorization: string } = 'staff') => (await call('GET', jobPath(jobId), undefined, who)).json().data.resultItems as JobWorkflow[];
const demoJob = async (name: string) => (await call('GET', '/api/studioadmin/studios/1/jobs?search=' + encodeURIComponent(name), undefined, 'staff')).json().data.resultItems[0].id as number;

describe("the system admin's workflow templates", () => {
  it('lists the seeded templates, makes one, and edits it with its version, steps keeping their ids', async () => {
    const seeded = (await call('GET', admins)).json().data.resultItems as WorkflowRecord[];
    expect(seeded.map((w) => w.name)).toEqual(['School picture day', 'Sports team day']);
    const created = await call('POST', admins, { name: 'Yearbook', description: 'For the yearbook team', steps: [{ title: 'Book the date' }, { title: 'Shoot' }] });
    expect(created.statusCode).toBe(201);
    const workflow = created.json().data as WorkflowRecord;
    expect(workflow).toMatchObject({ name: 'Yearbook', description: 'For the yearbook team', steps: [{ id: 1, title: 'Book the date' }, { id: 2, title: 'Shoot' }], usedByJobs: 0, version: 1 });

    // Reordered, one renamed, one new: kept steps keep their ids, the new one gets the next.
    const updated = await call('PUT', `${admins}/${workflow.id}`, { name: 'Yearbook day', steps: [{ id: 2, title: 'Shoot the portraits' }, { title: 'Send the proofs' }, { id: 1, title: 'Book the date' }], version: 1 });
    expect(updated.json().data).toMatchObject({ name: 'Yearbook day', description: '', steps: [{ id: 2, title: 'Shoot the portraits' }, { id: 3, title: 'Send the proofs' }, { id: 1, title: 'Book the date' }], version: 2 });
    // The second of two saves made from the same read is refused, never overwriting the first.
    const stale = await call('PUT', `${admins}/${workflow.id}`, { name: 'Lost', steps: [{ title: 'x' }], version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ errors: [STALE_RECORD_MESSAGE] });
    expect((await call('GET', `${admins}?search=yearbook`)).json().data.resultItems.map((w: WorkflowRecord) => w.name)).toEqual(['Yearbook day']);
    expect((await call('GET', `${admins}/${workflow.id}`)).json().data.version).toBe(2);
  });

  it('refuses bad input with a 400 that names the field', async () => {
    const bad = async (payload: object, method: 'POST' | 'PUT' = 'POST', url = admins) => {
      const answer = await call(method, url, payload);
      expect(answer.statusCode).toBe(400);
      return answer.json().errors as string[];
    };
    expect(await bad({ name: 'No steps', steps: [] })).toEqual(['steps: Add at least one step']);
    expect(await bad({ name: '', steps: [{ title: 'x' }] })).toEqual(['name: This field is required']);
    expect(await bad({ name: 'Long', steps: [{ title: 'x'.repeat(201) }] })).toEqual(['steps.0.title: Use at most 200 characters']);
    expect(await bad({ name: 'Many', steps: Array.from({ length: 51 }, () => ({ title: 'x' })) })).toEqual(['steps: Use at most 50 steps']);
    expect((await bad({ name: 'Extra', steps: [{ title: 'x' }], studioId: 1 }))[0]).toMatch(/studioId/);
    const [school] = (await call('GET', `${admins}?search=school`)).json().data.resultItems as WorkflowRecord[];
    expect(await bad({ name: school!.name, steps: [{ id: 99, title: 'Forged' }], version: school!.version }, 'PUT', `${admins}/${school!.id}`)).toEqual([WORKFLOW_MESSAGES.unknownSteps([99])]);
  });

  it('is for system administrators, while every signed-in staff user reads the templates at /api/v3/workflows', async () => {
    expect((await call('GET', admins, undefined, 'staff')).statusCode).toBe(403);
    expect((await call('POST', admins, { name: 'Mine', steps: [{ title: 'x' }] }, 'staff')).statusCode).toBe(403);
    const listed = await call('GET', '/api/v3/workflows', undefined, 'staff');
    expect(listed.statusCode).toBe(200);
    const school = listed.json().data.resultItems.find((w: WorkflowRecord) => w.name === 'School picture day');
    expect(school).toMatchObject({ steps: expect.arrayContaining([{ id: 1, title: 'Send the flyers home' }]) });
    // How many jobs of all studios follow it is the system administrator's to know.
    expect(school).not.toHaveProperty('usedByJobs');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v3/workflows' })).statusCode).toBe(401);
  });
});

describe("a job's workflows", () => {
  it('attach a template, tick and untick steps (who and when), follow the template as it changes, and detach', async () => {
    const tigers = await demoJob('Tigers Team Day');
    const template = (await call('POST', admins, { name: 'Team checklist', steps: [{ title: 'Call the coach' }, { title: 'Shoot' }, { title: 'Upload' }] })).json().data as WorkflowRecord;
    expect(await listOf(tigers)).toEqual([]);
    const attached = await call('PUT', `${jobPath(tigers)}/${template.id}`, {}, 'staff');
    expect(attached.statusCode).toBe(200);
    expect((await call('PUT', `${jobPath(tigers)}/${template.id}`, {}, 'staff')).json().data.resultItems).toHaveLength(1);

    const ticked = (await call('PUT', `${jobPath(tigers)}/${template.id}/steps/2`, { done: true }, 'staff')).json().data.resultItems as JobWorkflow[];
    const step = ticked[0]!.steps.find((s) => s.id === 2)!;
    expect(step).toMatchObject({ title: 'Shoot', doneBy: expect.any(String) });
    expect(Date.parse(step.doneAt!)).toBeGreaterThan(Date.now() - 60_000);
    // Ticking again keeps the first tick; another step is still to do.
    const again = (await call('PUT', `${jobPath(tigers)}/${template.id}/steps/2`, { done: true }, 'staff')).json().data.resultItems as JobWorkflow[];
    expect(again[0]!.steps.find((s) => s.id === 2)!.doneAt).toBe(step.doneAt);
    expect(again[0]!.steps.find((s) => s.id === 1)!.doneAt).toBeNull();

    // The template changes: the job shows the new steps; the moved, renamed step keeps its tick; the removed one is gone.
    await call('PUT', `${admins}/${template.id}`, { name: 'Team checklist', steps: [{ id: 2, title: 'Shoot the team' }, { id: 1, title: 'Call the coach' }, { title: 'Ship' }], version: 1 });
    const followed = (await listOf(tigers))[0]!;
    expect(followed.steps.map((s) => [s.id, s.title, s.doneAt !== null])).toEqual([[2, 'Shoot the team', true], [1, 'Call the coach', false], [4, 'Ship', false]]);
    expect((await call('PUT', `${jobPath(tigers)}/${template.id}/steps/3`, { done: true }, 'staff')).json()).toEqual({ errors: [notFoundMessage('Step')] });

    const unticked = (await call('PUT', `${jobPath(tigers)}/${template.id}/steps/2`, { done: false }, 'staff')).json().data.resultItems as JobWorkflow[];
    expect(unticked[0]!.steps.every((s) => s.doneAt === null)).toBe(true);
    expect((await call('PUT', `${jobPath(tigers)}/${template.id}/steps/1`, { done: 'yes' }, 'staff')).statusCode).toBe(400);

    const detached = await call('DELETE', `${jobPath(tigers)}/${template.id}`, undefined, 'staff');
    expect(detached.json().data.resultItems).toEqual([]);
    expect((await call('DELETE', `${jobPath(tigers)}/${template.id}`, undefined, 'staff')).statusCode).toBe(404);
    expect((await call('PUT', `${jobPath(tigers)}/99999`, {}, 'staff')).json()).toEqual({ errors: [notFoundMessage('Workflow')] });
  });

  it('take ticks from several colleagues at once, and a detach racing them, without a 5xx or a lost tick', async () => {
    const tigers = await demoJob('Tigers Team Day');
    const steps = Array.from({ length: 12 }, (_, i) => ({ title: `Step ${i + 1}` }));
    const template = (await call('POST', admins, { name: 'Busy day', steps })).json().data as WorkflowRecord;
    await call('PUT', `${jobPath(tigers)}/${template.id}`, {}, 'staff');
    const ticks = await Promise.all(template.steps.map((step) => call('PUT', `${jobPath(tigers)}/${template.id}/steps/${step.id}`, { done: true }, 'staff')));
    expect(ticks.map((answer) => answer.statusCode)).toEqual(template.steps.map(() => 200));
    expect((await listOf(tigers)).find((w) => w.workflowId === template.id)!.steps.every((step) => step.doneAt !== null)).toBe(true);

    // Ticks and unticks racing the detach: each lands or answers 404, and the detach takes every tick with it.
    const race = await Promise.all([
      call('PUT', `${jobPath(tigers)}/${template.id}/steps/1`, { done: false }, 'staff'),
      ...template.steps.slice(0, 6).map((step) => call('PUT', `${jobPath(tigers)}/${template.id}/steps/${step.id}`, { done: false }, 'staff')),
      call('DELETE', `${jobPath(tigers)}/${template.id}`, undefined, 'staff'),
      ...template.steps.slice(0, 6).map((step) => call('PUT', `${jobPath(tigers)}/${template.id}/steps/${step.id}`, { done: true }, 'staff')),
    ]);
    expect(race.map((answer) => answer.statusCode).filter((status) => status !== 200 && status !== 404)).toEqual([]);
    expect((await listOf(tigers)).find((w) => w.workflowId === template.id)).toBeUndefined();
    const [left] = await ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from job_workflow_steps where workflow_id = ${template.id}`).then((result) => (result as unknown as { rows: Array<{ n: number }> }).rows);
    expect(left!.n).toBe(0);
  });

  it('a template that jobs follow is retired on delete: no longer listed or attachable, kept by those jobs with their ticks', async () => {
    const lincoln = await demoJob('Lincoln Fall Picture Day');
    const tigers = await demoJob('Tigers Team Day');
    const template = (await call('POST', admins, { name: 'Retiring', steps: [{ title: 'Only step' }] })).json().data as WorkflowRecord;
    await call('PUT', `${jobPath(lincoln)}/${template.id}`, {}, 'staff');
    await call('PUT', `${jobPath(lincoln)}/${template.id}/steps/1`, { done: true }, 'staff');
    expect((await call('GET', `${admins}/${template.id}`)).json().data.usedByJobs).toBe(1);

    expect((await call('DELETE', `${admins}/${template.id}`)).statusCode).toBe(204);
    expect((await call('GET', `${admins}/${template.id}`)).statusCode).toBe(404);
    expect((await call('GET', '/api/v3/workflows?search=Retiring', undefined, 'staff')).json().data.totalRecords).toBe(0);
    expect((await call('PUT', `${jobPath(tigers)}/${template.id}`, {}, 'staff')).statusCode).toBe(404);
    const kept = (await listOf(lincoln)).find((w) => w.workflowId === template.id)!;
    expect(kept.steps[0]!.doneAt).not.toBeNull();

    // One no job follows is deleted outright.
    const unused = (await call('POST', admins, { name: 'Unused', steps: [{ title: 'x' }] })).json().data as WorkflowRecord;
    expect((await call('DELETE', `${admins}/${unused.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `${admins}/${unused.id}`)).statusCode).toBe(404);
  });

  it('keeps studios apart: another studio can neither read nor change this studio job\'s workflows', async () => {
    const lincoln = await demoJob('Lincoln Fall Picture Day');
    const [school] = await listOf(lincoln);
    const other = await studiosRepository.create(ctx.db, { name: 'Other Studio', slug: 'other-studio', email: 'owner@other.test' });
    await usersRepository.create(ctx.db, { email: 'owner@other.test', name: 'Other Owner', passwordHash: await hashPassword('Other-studio-2026!'), studioId: other.id, permissions: STUDIO_PERMISSIONS });
    const [organization] = await ctx.db.insert(organizations).values({ studioId: other.id, name: 'Other School', type: 'school' }).returning();
    const [ownJob] = await ctx.db.insert(jobs).values({ studioId: other.id, organizationId: organization!.id, name: 'Other Job' }).returning();
    const intruder = bearer((await login(ctx.app, 'owner@other.test', 'Other-studio-2026!')).token);

    // The victim's path: 403. Its own studio with the victim's job: 404, as if the job did not exist.
    expect((await call('GET', jobPath(lincoln), undefined, intruder)).statusCode).toBe(403);
    expect((await call('PUT', `${jobPath(lincoln)}/${school!.workflowId}/steps/1`, { done: false }, intruder)).statusCode).toBe(403);
    const viaOwnStudio = (path: string) => path.replace('/studios/1/', `/studios/${other.id}/`);
    expect((await call('GET', viaOwnStudio(jobPath(lincoln)), undefined, intruder)).statusCode).toBe(404);
    expect((await call('DELETE', viaOwnStudio(`${jobPath(lincoln)}/${school!.workflowId}`), undefined, intruder)).statusCode).toBe(404);
    expect((await call('PUT', viaOwnStudio(`${jobPath(lincoln)}/${school!.workflowId}/steps/1`), { done: true }, intruder)).statusCode).toBe(404);
    expect((await listOf(lincoln)).find((w) => w.workflowId === school!.workflowId)).toEqual(school);

    // Its own job works, and what it ticks is its own.
    await call('PUT', `${jobPath(ownJob!.id, other.id)}/${school!.workflowId}`, {}, intruder);
    const own = (await call('PUT', `${jobPath(ownJob!.id, other.id)}/${school!.workflowId}/steps/1`, { done: true }, intruder)).json().data.resultItems as JobWorkflow[];
    expect(own[0]!.steps[0]).toMatchObject({ doneBy: 'Other Owner' });
    expect((await listOf(lincoln)).find((w) => w.workflowId === school!.workflowId)!.steps[0]!.doneAt).toBeNull();
  });
});
