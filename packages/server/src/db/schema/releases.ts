import type { SharedModule } from '@shutterday/domain/server';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * One immutable build of one remote (docs/architecture.md "Releases"): its files live in storage under
 * `releases/<remote>/<version>/`, the version being the hash of their content.
 */
export const remoteReleases = pgTable(
  'remote_releases',
  {
    id: serial('id').primaryKey(),
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    gitCommit: text('git_commit').notNull(),
    buildMs: integer('build_ms').notNull(),
    publishedBy: text('published_by').notNull(),
    shared: jsonb('shared').$type<SharedModule[]>().notNull(),
    exposes: jsonb('exposes').$type<string[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('remote_releases_remote_version_uq').on(t.remote, t.version)],
);

/**
 * What each remote serves now: its live release (none = the build the server hosts from its own folder)
 * and a canary going to a share of visitors, with the visits and failures counted since it started.
 */
export const remoteDeployments = pgTable('remote_deployments', {
  remote: text('remote').primaryKey(),
  liveReleaseId: integer('live_release_id').references(() => remoteReleases.id),
  canaryReleaseId: integer('canary_release_id').references(() => remoteReleases.id),
  canaryPercent: integer('canary_percent').notNull().default(0),
  canaryVisits: integer('canary_visits').notNull().default(0),
  canaryFailures: integer('canary_failures').notNull().default(0),
  // The health watch of the last promoted release (docs/remotes.md "Health watch"): it holds while that
  // release is still live and `watch_until` is ahead, with the visits and failures of its page views.
  watchReleaseId: integer('watch_release_id').references(() => remoteReleases.id),
  watchUntil: timestamp('watch_until', { withTimezone: true }),
  watchVisits: integer('watch_visits').notNull().default(0),
  watchFailures: integer('watch_failures').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who moved which remote to what, and when: promote, roll back, canary start and its end. */
export const remoteDeploymentEvents = pgTable(
  'remote_deployment_events',
  {
    id: serial('id').primaryKey(),
    remote: text('remote').notNull(),
    action: text('action').notNull(),
    releaseId: integer('release_id').references(() => remoteReleases.id),
    previousReleaseId: integer('previous_release_id').references(() => remoteReleases.id),
    by: text('by').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('remote_deployment_events_remote_idx').on(t.remote, t.id)],
);

/**
 * A remote team's release token (docs/remotes.md): it publishes releases of one remote, and moves them when
 * `may_move`. Only the SHA-256 of its secret is kept. A revoked token keeps its row (the deploy records name
 * it) and its name may be given again.
 */
export const releaseTokens = pgTable(
  'release_tokens',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    remote: text('remote').notNull(),
    mayMove: boolean('may_move').notNull().default(false),
    secretHash: text('secret_hash').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('release_tokens_secret_hash_uq').on(t.secretHash),
    uniqueIndex('release_tokens_active_name_uq').on(sql`lower(${t.name})`).where(sql`${t.revokedAt} is null`),
  ],
);
