import { STALE_RECORD_MESSAGE } from '@shutterday/domain';
import { eq } from 'drizzle-orm';
import { settings } from '../../../db/schema';
import { bearer, loginStudioAdmin } from '../../../test-support/auth';
import { platformReportsRepository } from '../../reports';
import { systemAdminTestApp } from '../../../test-support/studio-admin';

const session = systemAdminTestApp();

const call = (method: 'GET' | 'PUT', payload?: object, headers = session.auth) =>
  session.ctx.app.inject({ method, url: '/api/admin/configuration', headers, ...(payload ? { payload } : {}) });
const KEY = 'platform.commissionRateBasisPoints';

describe("the platform's configuration", () => {
  it('answers the default commission until one is saved, then saves with the version read', async () => {
    expect((await call('GET')).json()).toEqual({ data: { commissionRateBasisPoints: 500, version: 1, unusable: [] } });
    const saved = await call('PUT', { commissionRateBasisPoints: 725, version: 1 });
    expect(saved.json()).toEqual({ data: { commissionRateBasisPoints: 725, version: 2, unusable: [] } });
    // The reports read the same row by the same rule.
    expect(await platformReportsRepository.commissionRate(session.ctx.db)).toEqual({ rate: 725, unusable: false });
    expect((await call('GET')).json().data).toEqual({ commissionRateBasisPoints: 725, version: 2, unusable: [] });

    // The second of two saves made from the same read is refused, leaving the first.
    const stale = await call('PUT', { commissionRateBasisPoints: 100, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ errors: [STALE_RECORD_MESSAGE] });
    expect((await call('GET')).json().data.commissionRateBasisPoints).toBe(725);
  });

  it('lets one of two saves racing from the same read through', async () => {
    const { version } = (await call('GET')).json().data;
    const answers = await Promise.all([call('PUT', { commissionRateBasisPoints: 300, version }), call('PUT', { commissionRateBasisPoints: 400, version })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200)!.json().data;
    expect((await call('GET')).json().data).toEqual(winner);
  });

  it('says when a saved value breaks the rule, and uses the default meanwhile', async () => {
    await session.ctx.db.update(settings).set({ value: 'lots' }).where(eq(settings.key, KEY));
    const { data } = (await call('GET')).json();
    expect(data).toMatchObject({ commissionRateBasisPoints: 500, unusable: ['commissionRateBasisPoints'] });
    expect(await platformReportsRepository.commissionRate(session.ctx.db)).toEqual({ rate: 500, unusable: true });
    expect((await call('PUT', { commissionRateBasisPoints: 500, version: data.version })).json().data.unusable).toEqual([]);
  });

  it('refuses bad input with 400 and a message', async () => {
    const errors = async (payload: object) => {
      const response = await call('PUT', payload);
      expect(response.statusCode).toBe(400);
      return response.json().errors;
    };
    expect(await errors({ commissionRateBasisPoints: 10_001, version: 1 })).toEqual(['commissionRateBasisPoints: Use a rate of at most 100%']);
    expect(await errors({ commissionRateBasisPoints: 512.5, version: 1 })).toEqual(['commissionRateBasisPoints: Use a whole number of basis points (725 = 7.25%)']);
    expect(await errors({ commissionRateBasisPoints: 500 })).toEqual(['version: This field is required']);
    expect((await errors({ commissionRateBasisPoints: 500, version: 1, 'platform.other': 1 })).length).toBe(1);
  });

  it('is for system administrators only', async () => {
    const studio = bearer((await loginStudioAdmin(session.ctx.app)).token);
    expect((await call('GET', undefined, studio)).statusCode).toBe(403);
    expect((await call('PUT', { commissionRateBasisPoints: 0, version: 1 }, studio)).statusCode).toBe(403);
  });
});
