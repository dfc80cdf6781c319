import type { LightMyRequestResponse } from 'fastify';
import type { PaymentsGateway } from '../services/payments/payments';
import { createTestApp, type TestContext } from './app';
import type { Storage } from '../services/storage/storage';
import { bearer, loginStudioAdmin, loginSystemAdmin } from './auth';

export interface StudioAdminSession {
  /** The test app; valid once beforeAll ran. */
  readonly ctx: TestContext;
  /** A request as the signed-in demo administrator. */
  call(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object): Promise<LightMyRequestResponse>;
  /** The administrator's authorization header, for requests `call` cannot make (multipart uploads). */
  readonly auth: { authorization: string };
}

export interface TestAppOptions {
  /** A storage whose target the helper sets to the test's folder once the app is built. */
  storage?: Storage & { target: Storage | null };
  /** The payment gateway in place of the sandbox's (e.g. a CountingPayments to count its calls). */
  payments?: PaymentsGateway;
  /** The folder holding the built shell and remotes the app serves (its data folder by default). */
  appRoot?: string;
}

/** Registers beforeAll/afterAll that build the app and log the demo studio administrator in. */
export function studioAdminTestApp(options: TestAppOptions = {}): StudioAdminSession {
  return signedInTestApp(loginStudioAdmin, options);
}

/** The same, signed in as the demo system administrator (everything under /api/admin). */
export function systemAdminTestApp(options: TestAppOptions = {}): StudioAdminSession {
  return signedInTestApp(loginSystemAdmin, options);
}

/** Registers beforeAll/afterAll that build the app for the test file (nobody signed in) and close it after. */
export function anonymousTestApp(options: TestAppOptions = {}): Pick<StudioAdminSession, 'ctx'> {
  return signedInTestApp(null, options);
}

function signedInTestApp(login: ((app: TestContext['app']) => Promise<{ token: string }>) | null, options: TestAppOptions = {}): StudioAdminSession {
  let ctx: TestContext | undefined;
  let auth: { authorization: string } = { authorization: '' };
  const built = () => {
    if (!ctx) throw new Error('The test app is built in beforeAll');
    return ctx;
  };
  beforeAll(async () => {
    const { storage, payments, appRoot } = options;
    ctx = await createTestApp({ ...(storage ? { storage } : {}), ...(payments ? { payments } : {}), ...(appRoot ? { appRoot } : {}) });
    if (storage) storage.target = ctx.storage;
    if (login) auth = bearer((await login(ctx.app)).token);
  });
  afterAll(() => ctx?.close());
  return {
    get ctx() {
      return built();
    },
    get auth() {
      return auth;
    },
    call: (method, url, payload) => built().app.inject({ method, url, headers: auth, payload }),
  };
}
