import { decodeJwt } from 'jose';
import { spooledNow } from '../../http/spool';
import { bearer } from '../../test-support/auth';
import { answerCoverageProblems, answerProblem } from '../answers';
import { tableChecksums } from '../checksum';
import { forgedTokens } from '../forged-tokens';
import { hostileSuite, received, send } from '../hostile-app';
import { malformedBodies } from '../malformed-bodies';
import { malformedUploads, overfullUploads, wellFormedUpload } from '../malformed-uploads';
import { plausible } from '../malformed-bodies';
import type { SchemaNode } from '../schema-node';
import { testJpeg } from '../../test-support/photos';
import { outOfRangeRequests, unboundedNumbers } from '../out-of-range';
import { cartHeaders, coverageProblems, fillPath, requiredQueryString, type HostileRoute } from '../route-table';
import { unboundedPlaces } from '../schema-bounds';

const FIXTURE_FILE = 'packages/server/src/hostile/fixture.ts';
const CLASSES_FILE = 'packages/server/src/hostile/route-classes.ts';

const suite = hostileSuite();
const { tokens, storage } = suite;
// Read once beforeAll has run.
let ctx: typeof suite.ctx;
let routes: typeof suite.routes;
let params: typeof suite.params;
// Each sweep sends every route of the table dozens of requests: a minute on a quiet hour, several on a busy
// one. The timeout is the net under a sweep that hangs, not a speed target.
jest.setTimeout(300_000);
beforeAll(() => {
  ({ ctx, routes, params } = suite);
});

const HOSTILE_UNSIGNED: Array<[string, string, string]> = [
  ['a NUL in the body', '{"name":"a\\u0000b"}', 'application/json'],
  ['broken JSON', '{"name":', 'application/json'],
  ['XML', '<a>1</a>', 'application/xml'],
];

/** The routes a system administrator calls as such: /api/admin, and the release routes (which also take a team's release token). */
const asSystem = (route: HostileRoute) => route.auth === 'system' || route.auth === 'release';

/** Who sends a well-meant upload: the system administrator to /api/admin, the victim's staff elsewhere. */
const uploader = (route: HostileRoute) => bearer(asSystem(route) ? tokens.system : tokens.victim);

const protectedRoutes = () => routes.filter((route) => route.auth === 'studio' || asSystem(route) || route.auth === 'account');

describe('the route table', () => {
  it('is covered entirely: every route classified, every path parameter in the fixture, every write with a body schema', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(coverageProblems(routes, params, FIXTURE_FILE, CLASSES_FILE)).toEqual([]);
  });

  it('bounds every string and list of every body, query and path schema', () => {
    const unbounded = routes.flatMap((route) => route.schemas.flatMap(([part, schema]) => unboundedPlaces(schema, part).map((place) => `${route.method} ${route.url}: ${place}`)));
    expect([...new Set(unbounded)]).toEqual([]);
  });
});

describe('every protected route', () => {
  it('answers 401 to no token and to forged tokens (alg none, wrong key, edited payload, expired)', async () => {
    const claims = decodeJwt(tokens.victim);
    const subject = { userId: Number(claims.nameid), name: String(claims.name), email: String(claims.email), permissions: [claims.permission].flat() as string[], studioId: 1, authVersion: Number(claims.auth_version), rspoJob: false };
    const forged = await forgedTokens(ctx.config.jwtSecret, subject, tokens.victim);
    const failures: string[] = [];
    for (const route of protectedRoutes()) {
      const url = fillPath(route, params);
      const none = await send(ctx.app, route, url, {});
      if (none.statusCode !== 401) failures.push(`${route.method} ${url} without a token: ${none.statusCode}`);
      // Before the body is parsed or its text checked: NUL, broken JSON or a wrong type do not turn the 401 into a 400/415.
      for (const [label, payload, type] of HOSTILE_UNSIGNED) {
        const answer = await send(ctx.app, route, `${url}?q=a%00b`, { 'content-type': type }, { payload });
        if (answer.statusCode !== 401) failures.push(`${route.method} ${url} without a token and ${label}: ${answer.statusCode}`);
      }
      for (const [label, token] of forged) {
        const answer = await send(ctx.app, route, url, bearer(token));
        if (answer.statusCode !== 401) failures.push(`${route.method} ${url} with ${label}: ${answer.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  // The victim's own path is refused before anything else, whatever the request: authorization-first.test.ts.
  it("refuses the attacker studio the victim's ids on its own path, and the victim's data reads back unchanged", async () => {
    const before = await tableChecksums(ctx.db);
    const failures: string[] = [];
    for (const route of routes.filter((r) => r.auth === 'studio' && r.params.some((name) => name !== 'studioId'))) {
      for (const url of [fillPath(route, params, (name) => (name === 'studioId' ? 'attacker' : 'victim'))]) {
        const answer = await send(ctx.app, route, url, bearer(tokens.attacker), route.body ? { payload: {} } : {});
        if (![400, 403, 404].includes(answer.statusCode)) failures.push(`${route.method} ${url}: ${answer.statusCode} ${answer.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await tableChecksums(ctx.db)).toEqual(before);
  });

  it("lets the attacker read its own studio (so the refusals above are about ownership, not a broken fixture)", async () => {
    const failures: string[] = [];
    for (const route of routes.filter((r) => r.auth === 'studio' && r.method === 'GET' && r.params.every((name) => params[name]?.attacker))) {
      const url = fillPath(route, params, () => 'attacker') + requiredQueryString(route);
      const answer = await send(ctx.app, route, url, bearer(tokens.attacker));
      if (answer.statusCode >= 400) failures.push(`${route.method} ${url}: ${answer.statusCode}`);
    }
    expect(failures).toEqual([]);
  });
});

describe('every route with a body', () => {
  it('refuses at least 50 malformed bodies each with a 4xx and a message, never a 5xx, writing nothing', async () => {
    const before = await tableChecksums(ctx.db);
    const failures: string[] = [];
    const headers = (route: HostileRoute): Record<string, string> =>
      route.auth === 'studio' || route.auth === 'account' ? bearer(tokens.victim) : asSystem(route) ? bearer(tokens.system) : cartHeaders();
    for (const route of routes.filter((r) => r.body)) {
      const bodies = malformedBodies(route.body!);
      if (bodies.length < 50) failures.push(`${route.method} ${route.url}: only ${bodies.length} malformed bodies`);
      const url = fillPath(route, params);
      for (const body of bodies) {
        const answer = await send(ctx.app, route, url, { ...headers(route), 'content-type': body.contentType }, { payload: body.payload });
        const errors = answer.headers['content-type']?.toString().includes('json') ? (answer.json() as { errors?: unknown[] }).errors : undefined;
        if (answer.statusCode < 400 || answer.statusCode >= 500 || !errors?.length) failures.push(`${route.method} ${url} with ${body.label}: ${answer.statusCode} ${answer.body.slice(0, 160)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await tableChecksums(ctx.db)).toEqual(before);
  });
});

describe('every whole number in a path, a query or a body', () => {
  it("declares a range inside the database's integers", () => {
    expect(routes.flatMap(unboundedNumbers)).toEqual([]);
  });

  it('refuses 2147483648, 9007199254740993, -1 and 0 (where out of range) with a 4xx and a message, never a 5xx, writing nothing', async () => {
    const before = await tableChecksums(ctx.db);
    const failures: string[] = [];
    const headers = (route: HostileRoute): Record<string, string> =>
      route.auth === 'studio' || route.auth === 'account' ? bearer(tokens.victim) : asSystem(route) ? bearer(tokens.system) : cartHeaders();
    let sent = 0;
    for (const route of routes) {
      for (const request of outOfRangeRequests(route, params)) {
        sent += 1;
        const answer = await send(ctx.app, route, request.url, { ...headers(route), ...(request.payload === undefined ? {} : { 'content-type': 'application/json' }) }, request.payload === undefined ? {} : { payload: request.payload });
        const errors = answer.headers['content-type']?.toString().includes('json') ? (answer.json() as { errors?: unknown[] }).errors : undefined;
        if (answer.statusCode < 400 || answer.statusCode >= 500 || !errors?.length) failures.push(`${route.method} ${request.url} with ${request.label}: ${answer.statusCode} ${answer.body.slice(0, 160)}`);
      }
    }
    expect(sent).toBeGreaterThan(500);
    expect(failures).toEqual([]);
    expect(await tableChecksums(ctx.db)).toEqual(before);
  });
});

describe('every upload route (multipart)', () => {
  it('refuses malformed and hostile multipart bodies each with a 4xx and a message from the route itself, never a 5xx, storing nothing', async () => {
    const before = await tableChecksums(ctx.db);
    const writes = storage.writes.length;
    const uploads = routes.filter((r) => r.multipart);
    expect(uploads.length).toBeGreaterThan(0);
    const failures: string[] = [];
    for (const route of uploads) {
      const url = fillPath(route, params);
      for (const body of malformedUploads()) {
        const answer = await send(ctx.app, route, url, { ...uploader(route), 'content-type': body.contentType }, { payload: body.payload });
        const errors = answer.headers['content-type']?.toString().includes('json') ? (answer.json() as { errors?: unknown[] }).errors : undefined;
        // 404 would mean the path missed the victim's photo or job, and the body was never looked at.
        if (answer.statusCode < 400 || answer.statusCode >= 500 || answer.statusCode === 404 || !errors?.length) failures.push(`${route.method} ${url} with ${body.label}: ${answer.statusCode} ${answer.body.slice(0, 160)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await tableChecksums(ctx.db)).toEqual(before);
    expect(storage.writes.slice(writes)).toEqual([]);
    expect(spooledNow(ctx.config.dataDir)).toEqual([]);
  });

  it('refuses with 400 a body carrying more than the route takes (a second file, a field it does not name, a field twice), storing nothing', async () => {
    const photo = await testJpeg(64, 48);
    const before = await tableChecksums(ctx.db);
    const writes = storage.writes.length;
    const failures: string[] = [];
    for (const route of routes.filter((r) => r.multipart)) {
      const fields = plausible(route.uploadFields! as unknown as SchemaNode) as Record<string, string>;
      for (const body of overfullUploads(photo, fields)) {
        const answer = await send(ctx.app, route, fillPath(route, params), { ...uploader(route), 'content-type': body.contentType }, { payload: body.payload });
        const errors = answer.headers['content-type']?.toString().includes('json') ? (answer.json() as { errors?: unknown[] }).errors : undefined;
        if (answer.statusCode !== 400 || !errors?.length) failures.push(`${route.method} ${route.url} with ${body.label}: ${answer.statusCode} ${answer.body.slice(0, 160)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await tableChecksums(ctx.db)).toEqual(before);
    expect(storage.writes.slice(writes)).toEqual([]);
    expect(spooledNow(ctx.config.dataDir)).toEqual([]);
  });

  it('takes the same body without the extra part (so the refusals above are about the extras)', async () => {
    const failures: string[] = [];
    for (const [index, route] of routes.filter((r) => r.multipart).entries()) {
      // A photo of its own per route: the same file twice in a job is refused as a duplicate.
      const photo = await testJpeg(64, 48, { hue: 40 * (index + 1) });
      const body = wellFormedUpload(photo, plausible(route.uploadFields! as unknown as SchemaNode) as Record<string, string>);
      const answer = await send(ctx.app, route, fillPath(route, params), { ...uploader(route), 'content-type': body.contentType }, { payload: body.payload });
      if (answer.statusCode >= 300) failures.push(`${route.method} ${route.url}: ${answer.statusCode} ${answer.body.slice(0, 160)}`);
    }
    expect(failures).toEqual([]);
  });
});

/**
 * Reads whose success needs what only an earlier answer hands out (a signed address, a subject's token, a
 * download link, a name to search) or that a plugin serves: their refusals are checked here, their successes by
 * their modules' tests.
 */
const READS_NEEDING_A_SECRET = [
  '/api/customer/images/:imageId/:variant',
  '/api/customer/greenscreens/:backgroundId/:variant',
  // A logo's name is new with each upload and only the studio's answer tells it.
  '/api/customer/studio-logos/:logoName',
  '/api/customer/jobs/:jobId/subjects/search',
  '/api/customer/jobs/:jobId/subjects/:subjectId',
  '/api/customer/downloads/:linkId/details',
  '/api/customer/downloads/:linkId',
  '/api/docs/static/index.html',
  '/api/docs/static/*',
  // A release's files: none is published in the fixture (the releases module's tests read them).
  '/releases/:remote/:version/*',
];

describe('every answer (the OpenAPI document describes each, per status)', () => {
  it('is documented by construction: a success answer and the { errors } envelope of each refusal, for every route', () => {
    expect(answerCoverageProblems(routes)).toEqual([]);
  });

  it('of a read as the right caller, with the fixture ids, matches the schema of its status (where drift shows)', async () => {
    const headers = (route: HostileRoute): Record<string, string> =>
      asSystem(route) ? bearer(tokens.system) : route.auth === 'public' ? cartHeaders() : bearer(tokens.victim);
    const reads = routes.filter((route) => route.method === 'GET');
    const failures: string[] = [];
    const refused: string[] = [];
    for (const route of reads) {
      const url = fillPath(route, params) + requiredQueryString(route);
      const answer = await send(ctx.app, route, url, headers(route));
      const problem = answerProblem(route, url, answer);
      if (problem) failures.push(problem);
      if (answer.statusCode >= 300 && !READS_NEEDING_A_SECRET.includes(route.url)) refused.push(`${route.method} ${url}: ${answer.statusCode} ${answer.body.slice(0, 100)}`);
    }
    expect(failures).toEqual([]);
    // Every other read succeeds with the fixture's ids, so its success schema was really checked above.
    expect(refused).toEqual([]);
  });

  it('the suite received, refusals included, matches the schema its route documents for that status', () => {
    expect(received.length).toBeGreaterThan(routes.length);
    const failures = received.flatMap(({ route, url, answer }) => answerProblem(route, url, answer) ?? []);
    expect([...new Set(failures)]).toEqual([]);
  });
});
