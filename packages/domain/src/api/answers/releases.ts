import * as v from 'valibot';
import type { RemoteOverview } from '../releases';
import type { CreatedReleaseToken, ReleaseTokenSummary } from '../release-tokens';
import { answer, Instant, WholeNumber } from './envelope';
import { NullableText, Text } from './shared';

const Release = v.strictObject({ version: Text, gitCommit: Text, buildMs: WholeNumber, publishedBy: Text, createdAt: Instant, requires: v.array(Text) });
const Event = v.strictObject({
  action: v.picklist(['promote', 'rollback', 'canary', 'canary-promoted', 'canary-stopped', 'canary-rolled-back', 'watch-rolled-back']),
  version: NullableText, previousVersion: NullableText, by: Text, note: NullableText, createdAt: Instant,
});

/** GET /api/admin/remotes: each remote's releases, the live one, the canary and who moved them. */
export const RemoteOverviewAnswer = answer<RemoteOverview>()(
  v.strictObject({
    remote: v.picklist(['customer', 'studioAdmin', 'systemAdmin', 'orgEditor']),
    entry: Text, fixed: v.boolean(), live: NullableText,
    canary: v.nullable(v.strictObject({ version: Text, percent: WholeNumber, visits: WholeNumber, failures: WholeNumber })),
    watch: v.nullable(v.strictObject({ version: Text, until: Instant, visits: WholeNumber, failures: WholeNumber })),
    releases: v.array(Release), history: v.array(Event),
  }),
);

const Remote = v.picklist(['customer', 'studioAdmin', 'systemAdmin', 'orgEditor']);

/** GET /api/admin/release-tokens: each remote team's token (never its secret). */
export const ReleaseTokenAnswer = answer<ReleaseTokenSummary>()(
  v.strictObject({ id: WholeNumber, name: Text, remote: Remote, mayMove: v.boolean(), createdBy: Text, createdAt: Instant, lastUsedAt: v.nullable(Instant) }),
);

/** POST /api/admin/release-tokens: the token made, with its secret (shown once). */
export const CreatedReleaseTokenAnswer = answer<CreatedReleaseToken>()(v.strictObject({ token: ReleaseTokenAnswer, secret: Text }));
