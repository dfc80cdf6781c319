import { createHash, randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { and, eq, inArray, like, ne } from 'drizzle-orm';
import { ConfigError, type AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { settings } from '../../db/schema';

/**
 * Instances sharing one PostgreSQL database must agree on what cannot be shared through it: the secret
 * that signs sessions and photo links, and the place photos are kept. Each instance records its own in
 * the settings table and refreshes it while it runs; one that starts beside a live instance whose setup
 * differs is refused with the setting to fix, instead of splitting the cluster silently (tokens of one
 * failing on another, photos uploaded through one missing on the others).
 */
const PREFIX = 'instances.';
/** An instance is live while its record is younger than this; it refreshes it three times as often. */
export const LIVE_FOR_MS = 90_000;

interface InstanceRecord {
  /** A fingerprint of the signing secret (never the secret itself). */
  signing: string;
  /** `host:folder` of local storage, or null for object storage, which every instance reaches alike. */
  storage: string | null;
  seenAt: string;
}

function recordOf(config: AppConfig, now: Date): InstanceRecord {
  return {
    signing: createHash('sha256').update(config.jwtSecret).digest('hex').slice(0, 16),
    storage: config.s3 ? null : `${hostname()}:${config.storageDir}`,
    seenAt: now.toISOString(),
  };
}

/** Why this instance would split the cluster the live `others` form, as the one line start-up prints; null when it fits. */
export function splitReason(config: AppConfig, others: InstanceRecord[], now = new Date()): ConfigError | null {
  const ours = recordOf(config, now);
  const live = others.filter((other) => now.getTime() - Date.parse(other.seenAt) < LIVE_FOR_MS);
  if (live.some((other) => other.signing !== ours.signing)) {
    return config.jwtSecretGiven
      ? new ConfigError('JWT_SECRET', 'differs from the one another running instance of this database signs with: give every instance the same JWT_SECRET')
      : new ConfigError('JWT_SECRET', 'is not set, and another instance of this database is running with a secret of its own: give every instance the same JWT_SECRET (at least 32 characters)');
  }
  const elsewhere = live.find((other) => other.storage !== ours.storage);
  if (elsewhere && (ours.storage !== null || elsewhere.storage !== null)) {
    return new ConfigError('STORAGE_S3_BUCKET', `is not set, and another instance of this database keeps its photos in ${elsewhere.storage ?? 'object storage'}: several instances need one S3-compatible bucket (STORAGE_S3_*), or photos uploaded through one are missing on the others`);
  }
  return null;
}

export interface InstanceMembership {
  leave(): Promise<void>;
}

/**
 * Checks this instance against the live ones of the same database (throws the ConfigError to print), then
 * records it and keeps the record fresh until `leave`. Only a shared database is checked: the embedded one
 * belongs to its process.
 */
export async function joinInstances(db: Database, config: AppConfig, now = () => new Date()): Promise<InstanceMembership> {
  const key = `${PREFIX}${randomUUID()}`;
  const rows = await db.select().from(settings).where(and(like(settings.key, `${PREFIX}%`), ne(settings.key, key)));
  const refusal = splitReason(config, rows.map((row) => row.value as InstanceRecord), now());
  if (refusal) throw refusal;
  // Records of instances that stopped without leaving (a crash) are forgotten once they are no longer live.
  const stale = rows.filter((row) => now().getTime() - Date.parse((row.value as InstanceRecord).seenAt) >= LIVE_FOR_MS).map((row) => row.key);
  if (stale.length) await db.delete(settings).where(inArray(settings.key, stale));
  const write = async () => {
    const value = recordOf(config, now());
    await db.insert(settings).values({ key, value }).onConflictDoUpdate({ target: settings.key, set: { value } });
  };
  await write();
  const timer = setInterval(() => void write().catch(() => undefined), LIVE_FOR_MS / 3);
  timer.unref();
  return {
    leave: async () => {
      clearInterval(timer);
      await db.delete(settings).where(eq(settings.key, key));
    },
  };
}
