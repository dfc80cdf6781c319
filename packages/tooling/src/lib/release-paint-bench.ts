import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { packRelease, putRelease } from '@shutterday/server';
import { lighthousePages, type LighthouseFigures } from './lighthouse';
import { apiCall, STAFF_LOGINS } from './measure';
import { log } from './process';
import { ROOT } from './workspace';

export interface ReleasePaintFigures {
  /** Lighthouse on a phone, the studio landing, with the hosted build live and with a promoted release of it. */
  hosted: LighthouseFigures;
  released: LighthouseFigures;
  /** The released page's first contentful paint over the hosted one's (aim: at most 1.10). */
  fcpRatio: number;
}

/**
 * A phone's first paint with a customer release live (docs/performance.md "First paint of a release"): the
 * customer build `npm start` hosts is published as a release through the API (the same bytes, so only where they come from
 * differs), then /demo is measured with it promoted and with the hosted build live again, alternating over two
 * rounds so both meet the same machine: each side's figure is the lower of its two Lighthouse medians.
 */
export async function benchReleasePaint(baseUrl: string): Promise<ReleasePaintFigures> {
  const release = packRelease(join(ROOT, 'mfe-customer', 'dist'));
  const { token } = await apiCall<{ token: string }>(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(STAFF_LOGINS.system),
  });
  const call = (path: string, body: object) =>
    apiCall(`${baseUrl}/api/release/customer/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
  // A data folder kept from an earlier run may have it recorded already: its files cannot be sent again.
  const overview = await apiCall<{ remote: string; releases: { version: string }[] }[]>(`${baseUrl}/api/admin/remotes`, { headers: { authorization: `Bearer ${token}` } });
  const recorded = overview.find((row) => row.remote === 'customer')?.releases.some((row) => row.version === release.version);
  if (!recorded) await putRelease(async (path, data) => void (await call('release-files', { version: release.version, path, content: data.toString('base64') })), release);
  const gitCommit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  await call('releases', { version: release.version, gitCommit, buildMs: 0 });
  const landing = { name: 'studio landing', path: '/demo', budget: Infinity };
  const measured: { hosted: LighthouseFigures[]; released: LighthouseFigures[] } = { hosted: [], released: [] };
  for (let round = 0; round < 2; round++) {
    measured.hosted.push(...(await lighthousePages(baseUrl, [{ ...landing, name: 'studio landing (hosted build)' }], 'mobile')));
    await call('promote', { version: release.version });
    measured.released.push(...(await lighthousePages(baseUrl, [{ ...landing, name: 'studio landing (promoted release)' }], 'mobile')));
    await call('rollback', {});
  }
  const best = (figures: LighthouseFigures[]) => [...figures].sort((a, b) => a.fcpMs - b.fcpMs)[0]!;
  const hosted = best(measured.hosted);
  const released = best(measured.released);
  const fcpRatio = Math.round((released.fcpMs / hosted.fcpMs) * 100) / 100;
  log(`release    /demo on a phone: first contentful paint ${hosted.fcpMs} ms with the hosted build, ${released.fcpMs} ms with a promoted release (×${fcpRatio}${fcpRatio > 1.1 ? ', aim ≤ ×1.10: not met' : ''}); LCP ${hosted.lcpMs} / ${released.lcpMs} ms`);
  return { hosted, released, fcpRatio };
}
