import type { PlatformFeature } from '@shutterday/domain';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { features, studioFeatures } from '../../../db/schema';

/** The platform's features and which studio has which (the system admin's Features page). */
export const featuresRepository = {
  async list(db: Executor): Promise<PlatformFeature[]> {
    return db
      .select({ identifier: features.identifier, name: features.name, description: features.description, studios: count(studioFeatures.studioId) })
      .from(features)
      .leftJoin(studioFeatures, eq(studioFeatures.featureIdentifier, features.identifier))
      .groupBy(features.identifier)
      .orderBy(asc(features.name));
  },

  async exists(db: Executor, identifier: string): Promise<boolean> {
    const [row] = await db.select({ identifier: features.identifier }).from(features).where(eq(features.identifier, identifier));
    return Boolean(row);
  },

  /** Whether the studio has every one of these features switched on. */
  async allOn(db: Executor, studioId: number, identifiers: readonly string[]): Promise<boolean> {
    const rows = await db
      .select({ identifier: studioFeatures.featureIdentifier })
      .from(studioFeatures)
      .where(and(eq(studioFeatures.studioId, studioId), inArray(studioFeatures.featureIdentifier, [...identifiers])));
    return identifiers.every((identifier) => rows.some((row) => row.identifier === identifier));
  },

  /** Switches a feature on or off for a studio; switching it to what it already is changes nothing. */
  async set(db: Executor, studioId: number, identifier: string, on: boolean): Promise<void> {
    if (on) await db.insert(studioFeatures).values({ studioId, featureIdentifier: identifier }).onConflictDoNothing();
    else await db.delete(studioFeatures).where(and(eq(studioFeatures.studioId, studioId), eq(studioFeatures.featureIdentifier, identifier)));
  },
};
