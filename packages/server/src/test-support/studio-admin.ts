import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestContext } from './app';
import { LocalStorage, type Storage } from '../services/storage/storage';
import { bearer, loginStudioAdmin, loginSystemAdmin } from './auth';

export interface StudioAdminSession {
  /** The test app; valid once beforeAll ran. */
  readonly ctx: TestContext;
  /** A request as the signed-in demo administrator. */
  call(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object): Promise<LightMyRequestResponse>;
  /** The administrator's authorization header, for requests `call` cannot make (multipart uploads). */
  readonly auth: { authorization: string };
}

/** Registers beforeAll/afterAll that build the app and log the demo studio administrator in. */
export function studioAdminTestApp(options: { storage?: Storage & { target: Storage | null } } = {}): StudioAdminSession {
  return signedInTestApp(loginStudioAdmin, options);
}

/** The same, signed in as the demo system administrator (everything under /api/admin). */
export function systemAdminTestApp(): StudioAdminSession {
  return signedInTestApp(loginSystemAdmin);
}

function signedInTestApp(
  login: (app: TestContext['app']) => Promise<{ token: string }>,
  options: { storage?: Storage & { target: Storage | null } } = {},
): StudioAdminSession {
  let ctx: TestContext | undefined;
  let auth: { authorization: string } = { authorization: '' };
  beforeAll(async () => {
    ctx = await createTestApp(options.storage ? { storage: options.storage } : {});
    if (options.storage) options.storage.target = new LocalStorage(ctx.storageDir);
    auth = bearer((await login(ctx.app)).token);
  });
  afterAll(() => ctx?.close());
  return {
    get ctx() {
      if (!ctx) throw new Error('The test app is built in beforeAll');
      return ctx;
    },
    get auth() {
      return auth;
    },
    call: (method, url, payload) => {
      if (!ctx) throw new Error('The test app is built in beforeAll');
      return ctx.app.inject({ method, url, headers: auth, payload });
    },
  };
}
