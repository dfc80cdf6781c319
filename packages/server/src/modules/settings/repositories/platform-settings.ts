import { RecordVersion } from '@shutterday/domain';
import { CONFIGURATION_VERSION_SETTING, PLATFORM_SETTINGS, readPlatformSettings, type PlatformConfiguration, type PlatformConfigurationUpdate } from '@shutterday/domain/staff';
import { and, eq, inArray, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Database, Executor } from '../../../db/client';
import { settings } from '../../../db/schema';
import { STALE } from '../../resource/resource-repository';

const SETTING_KEYS = Object.values(PLATFORM_SETTINGS).map((setting) => setting.key);

/**
 * The platform's configuration in the `settings` table: one row per known setting (a plain JSON value,
 * as the reports read it) and one row with the configuration's version, which every save compares and
 * bumps in its transaction — optimistic concurrency without a column of its own.
 */
export const platformSettingsRepository = {
  async read(db: Executor): Promise<PlatformConfiguration> {
    const rows = await db.select().from(settings).where(inArray(settings.key, [...SETTING_KEYS, CONFIGURATION_VERSION_SETTING]));
    const saved = new Map(rows.map((row) => [row.key, row.value]));
    const { settings: values, unusable } = readPlatformSettings(saved);
    const version = v.safeParse(RecordVersion, saved.get(CONFIGURATION_VERSION_SETTING));
    return { ...values, version: version.success ? version.output : 1, unusable };
  },

  /** Saves every setting while the version is the one the caller read (absent counts as 1); STALE otherwise. */
  async save(db: Database, input: PlatformConfigurationUpdate): Promise<PlatformConfiguration | typeof STALE> {
    return db.transaction(async (tx) => {
      await tx.insert(settings).values({ key: CONFIGURATION_VERSION_SETTING, value: 1 }).onConflictDoNothing();
      // Two saves from the same read: the second waits for the first's row lock, then finds the version moved on.
      const bumped = await tx
        .update(settings)
        .set({ value: input.version + 1 })
        .where(and(eq(settings.key, CONFIGURATION_VERSION_SETTING), sql`${settings.value} = ${JSON.stringify(input.version)}::jsonb`))
        .returning({ key: settings.key });
      if (bumped.length === 0) return STALE;
      const { version: _version, ...values } = input;
      for (const [name, setting] of Object.entries(PLATFORM_SETTINGS)) {
        const value = values[name as keyof typeof values];
        await tx.insert(settings).values({ key: setting.key, value }).onConflictDoUpdate({ target: settings.key, set: { value } });
      }
      return this.read(tx);
    });
  },
};
