import { StudioFeature } from '@shutterday/domain';
import { FEATURE_OFF_REFUSAL, RSPO_JOB_REFUSAL, studioRouteRestriction } from '@shutterday/domain/server';
import { STUDIO_STAFF_PERMISSIONS } from '@shutterday/domain/staff';
import { sql } from 'drizzle-orm';
import { featuresRepository } from '../../modules/studios/repositories/features';
import { bearer, login, signedInStaff, STAFF_PASSWORD } from '../../test-support/auth';
import { tableChecksums } from '../checksum';
import { hostileSuite, send } from '../hostile-app';
import { hostileRequests } from '../hostile-requests';
import { fillPath, requiredQueryString, type HostileRoute } from '../route-table';

// Restrictions beyond permissions hold on the server, for every route of their kind: each studio route's
// restriction comes from where it lives (`studioRouteRestriction`), so a route added later is covered too.
const suite = hostileSuite();
const studio = (route: HostileRoute) => route.auth === 'studio';
const restriction = (route: HostileRoute) => studioRouteRestriction(route.url);
const GATED = [StudioFeature.Prepay, StudioFeature.Galleries, StudioFeature.Reports, StudioFeature.CouponCodes];

/**
 * Every hostile request of every route as `token`; the answers that are not 403 with `message` (a malformed
 * studio id in the path is no studio of theirs: 403 for that reason instead).
 */
async function notRefused(routes: HostileRoute[], token: string, message: string): Promise<string[]> {
  const failures: string[] = [];
  for (const route of routes) {
    for (const request of hostileRequests(route, suite.params, { bodies: 'each kind' })) {
      const answer = await send(suite.ctx.app, route, request.url, { ...bearer(token), ...request.headers }, request.extra);
      const expected = request.label.startsWith('studioId =') ? 'You do not have access to this studio' : message;
      if (answer.statusCode !== 403 || !answer.body.includes(expected)) failures.push(`${route.method} ${route.url} with ${request.label}: ${answer.statusCode} ${answer.body.slice(0, 120)}`);
    }
  }
  return failures;
}

/** Reads every GET route as `token`; the answers that are not 200. */
async function unread(routes: HostileRoute[], token: string): Promise<string[]> {
  const failures: string[] = [];
  for (const route of routes.filter((r) => r.method === 'GET')) {
    const url = fillPath(route, suite.params) + requiredQueryString(route);
    const answer = await send(suite.ctx.app, route, url, bearer(token));
    if (answer.statusCode !== 200) failures.push(`${route.method} ${url}: ${answer.statusCode} ${answer.body.slice(0, 120)}`);
  }
  return failures;
}

describe('a user kept away from jobs and organizations (rspoJob)', () => {
  let token = '';
  beforeAll(async () => {
    // Every permission a studio user can hold: the refusals below are about the flag alone.
    const staff = await signedInStaff(suite.ctx, STUDIO_STAFF_PERMISSIONS);
    await suite.ctx.db.execute(sql`update users set rspo_job = true where id = ${staff.id}`);
    token = (await login(suite.ctx.app, staff.email, STAFF_PASSWORD)).token;
  });

  it('is refused with 403 on every jobs and organizations route, whatever the path, query or body', async () => {
    const before = await tableChecksums(suite.ctx.db);
    const kept = suite.routes.filter((r) => studio(r) && restriction(r).jobScope);
    expect(kept.length).toBeGreaterThan(80);
    expect(await notRefused(kept, token, RSPO_JOB_REFUSAL)).toEqual([]);
    expect(await tableChecksums(suite.ctx.db)).toEqual(before);
  }, 600_000);

  it('reads the rest of the studio (so the refusals are about the flag)', async () => {
    const open = suite.routes.filter((r) => studio(r) && !restriction(r).jobScope);
    expect(await unread(open, token)).toEqual([]);
  }, 120_000);

  it('loses a token issued before the flag was ticked on its next request', async () => {
    const staff = await signedInStaff(suite.ctx, STUDIO_STAFF_PERMISSIONS);
    const jobs = `/api/studioadmin/studios/1/jobs`;
    expect((await suite.ctx.app.inject({ url: jobs, headers: bearer(staff.token) })).statusCode).toBe(200);
    await suite.ctx.db.execute(sql`update users set rspo_job = true where id = ${staff.id}`);
    expect((await suite.ctx.app.inject({ url: jobs, headers: bearer(staff.token) })).statusCode).toBe(401);
    const renewed = await suite.ctx.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: staff.refreshToken } });
    expect((await suite.ctx.app.inject({ url: jobs, headers: bearer(renewed.json().data.token) })).statusCode).toBe(403);
  });
});

describe('a feature the studio has switched off', () => {
  const gated = (feature: StudioFeature) => suite.routes.filter((r) => studio(r) && restriction(r).feature === feature);

  it('gates routes of each of prepay, galleries, reports and coupon codes', () => {
    for (const feature of GATED) expect(gated(feature).length).toBeGreaterThan(0);
  });

  describe('switched off', () => {
    beforeAll(async () => {
      for (const feature of GATED) await featuresRepository.set(suite.ctx.db, Number(suite.params.studioId!.victim), feature, false);
    });
    afterAll(async () => {
      for (const feature of GATED) await featuresRepository.set(suite.ctx.db, Number(suite.params.studioId!.victim), feature, true);
    });

    it("answers 403 on every one of its routes to the studio's administrator, whatever the path, query or body", async () => {
      const before = await tableChecksums(suite.ctx.db);
      expect(await notRefused(GATED.flatMap(gated), suite.tokens.victim, FEATURE_OFF_REFUSAL)).toEqual([]);
      expect(await tableChecksums(suite.ctx.db)).toEqual(before);
    }, 600_000);

    it('refuses the Prepay and Galleries lists of jobs, and still lists every job', async () => {
      const base = `/api/studioadmin/studios/${suite.params.studioId!.victim}`;
      const organization = `${base}/organizations/${suite.params.organizationId!.victim}/jobs`;
      for (const url of [`${base}/jobs?prepay=1`, `${base}/jobs?galleries=1`, `${organization}?prepay=1`, `${organization}?galleries=1`]) {
        const answer = await suite.ctx.app.inject({ url, headers: bearer(suite.tokens.victim) });
        expect([url, answer.statusCode, answer.json().errors]).toEqual([url, 403, [FEATURE_OFF_REFUSAL]]);
      }
      for (const url of [`${base}/jobs`, `${base}/jobs?prepay=0`, organization]) {
        expect((await suite.ctx.app.inject({ url, headers: bearer(suite.tokens.victim) })).statusCode).toBe(200);
      }
    });

    it('lets a system administrator still read them', async () => {
      expect(await unread(GATED.flatMap(gated), suite.tokens.system)).toEqual([]);
    });
  });

  it("answers them again once it is back on (so the refusals are about the switch)", async () => {
    expect(await unread(GATED.flatMap(gated), suite.tokens.victim)).toEqual([]);
  });
});
