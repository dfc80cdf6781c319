import { WatermarkSettings, type SavedWatermark } from '@shutterday/domain/staff';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import type { Executor } from '../../../db/client';
import { settings, studioWatermarks } from '../../../db/schema';

/** The platform's mark, one `settings` row: the look and the picture's storage key. */
const PLATFORM_KEY = 'watermark.platform';

export interface StoredWatermark extends SavedWatermark {
  pictureKey: string | null;
}

const PlatformValue = v.object({ settings: WatermarkSettings, pictureKey: v.nullable(v.string()) });

const stored = (settingsValue: WatermarkSettings, pictureKey: string | null): StoredWatermark => ({ settings: settingsValue, pictureKey, hasPicture: pictureKey !== null });

/** Scope null is the platform; a number is that studio's own mark. */
export type WatermarkScope = number | null;

export const watermarksRepository = {
  async platform(db: Executor): Promise<StoredWatermark | null> {
    const [row] = await db.select().from(settings).where(eq(settings.key, PLATFORM_KEY));
    // A saved value that no longer passes the rule is not drawn: the default applies until it is saved again.
    const parsed = row ? v.safeParse(PlatformValue, row.value) : null;
    return parsed?.success ? stored(parsed.output.settings, parsed.output.pictureKey) : null;
  },

  async studio(db: Executor, studioId: number): Promise<StoredWatermark | null> {
    const [row] = await db.select().from(studioWatermarks).where(eq(studioWatermarks.studioId, studioId));
    const parsed = row ? v.safeParse(WatermarkSettings, row.settings) : null;
    return row && parsed?.success ? stored(parsed.output, row.pictureKey) : null;
  },

  /** Every studio's own mark (the platform's re-mark skips these studios). */
  async studioMarks(db: Executor): Promise<Map<number, StoredWatermark>> {
    const rows = await db.select().from(studioWatermarks);
    const marks = new Map<number, StoredWatermark>();
    for (const row of rows) {
      const parsed = v.safeParse(WatermarkSettings, row.settings);
      if (parsed.success) marks.set(row.studioId, stored(parsed.output, row.pictureKey));
    }
    return marks;
  },

  read(db: Executor, scope: WatermarkScope): Promise<StoredWatermark | null> {
    return scope === null ? this.platform(db) : this.studio(db, scope);
  },

  async save(db: Executor, scope: WatermarkScope, mark: { settings: WatermarkSettings; pictureKey: string | null }): Promise<void> {
    if (scope === null) {
      const value = { settings: mark.settings, pictureKey: mark.pictureKey };
      await db.insert(settings).values({ key: PLATFORM_KEY, value }).onConflictDoUpdate({ target: settings.key, set: { value } });
      return;
    }
    const values = { settings: mark.settings, pictureKey: mark.pictureKey, updatedAt: new Date() };
    await db.insert(studioWatermarks).values({ studioId: scope, ...values }).onConflictDoUpdate({ target: studioWatermarks.studioId, set: values });
  },

  async remove(db: Executor, scope: WatermarkScope): Promise<void> {
    if (scope === null) await db.delete(settings).where(eq(settings.key, PLATFORM_KEY));
    else await db.delete(studioWatermarks).where(eq(studioWatermarks.studioId, scope));
  },
};
