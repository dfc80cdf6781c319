import type { FastifyInstance, InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import { createTestApp, type TestContext } from '../test-support/app';
import { RecordingStorage } from '../test-support/recording-storage';
import { freshAddress, login, loginStudioAdmin, loginSystemAdmin } from '../test-support/auth';
import { loadFixture, makeVictimPrintFile, type ParamValues, type Seeded } from './fixture';
import { hostileRoutes, type HostileRoute } from './route-table';

export interface HostileSuite {
  ctx: TestContext;
  storage: RecordingStorage;
  routes: HostileRoute[];
  params: ParamValues;
  seeded: Seeded;
  /** Access tokens of the victim's administrator, the attacker studio's administrator and the system administrator. */
  tokens: { victim: string; attacker: string; system: string };
}

/**
 * Registers the beforeAll/afterAll of a hostile suite: the app built with an onRoute hook (so the suite
 * sees every route, including those added after it was written), the fixture seeded and three sign-ins.
 */
export function hostileSuite(): HostileSuite {
  const suite = { storage: new RecordingStorage(), tokens: { victim: '', attacker: '', system: '' } } as HostileSuite;
  beforeAll(async () => {
    const collected: RouteOptions[] = [];
    suite.ctx = await createTestApp({ onRoute: (route) => collected.push(route), storage: suite.storage });
    // Writes stay this suite's own: an accepted upload (a platform watermark) makes proofs again in the background.
    suite.storage.target = suite.ctx.storage;
    suite.routes = hostileRoutes(collected);
    await makeVictimPrintFile(suite.ctx.app);
    ({ params: suite.params, seeded: suite.seeded } = await loadFixture(suite.ctx.db));
    suite.tokens.victim = (await loginStudioAdmin(suite.ctx.app)).token;
    suite.tokens.system = (await loginSystemAdmin(suite.ctx.app)).token;
    suite.tokens.attacker = (await login(suite.ctx.app, suite.seeded.attacker.email, suite.seeded.attacker.password)).token;
  });
  afterAll(() => suite.ctx.close());
  return suite;
}

/** Every answer `send` received in this test file, for checking against its route's documented schema. */
export const received: Array<{ route: HostileRoute; url: string; answer: LightMyRequestResponse }> = [];

/** One request of the route's method, from a fresh address (so no per-address budget runs out). */
export const send = (app: FastifyInstance, route: HostileRoute, url: string, headers: Record<string, string>, extra: Partial<InjectOptions> = {}) =>
  app
    .inject({ method: route.method as InjectOptions['method'], url, headers, remoteAddress: freshAddress(), ...extra })
    .then((answer) => (received.push({ route, url, answer }), answer));
