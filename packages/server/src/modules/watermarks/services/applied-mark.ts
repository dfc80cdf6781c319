import { applicableWatermark, watermarkWords } from '@shutterday/domain/staff';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../../db/client';
import { studios } from '../../../db/schema';
import { markFingerprint, type AppliedMark } from '../../../services/images/watermark';
import { watermarksRepository, type StoredWatermark } from '../repositories/watermarks';

/** What a studio's proofs carry, without the picture's bytes: enough to tell a stored proof's mark is old. */
export interface MarkPlan {
  settings: AppliedMark['settings'];
  words: string;
  pictureKey: string | null;
  fingerprint: string;
}

export function planMark(platform: StoredWatermark | null, own: StoredWatermark | null, studioName: string): MarkPlan {
  const { mark } = applicableWatermark(platform, own);
  const pictureKey = (mark as Partial<StoredWatermark>).pictureKey ?? null;
  // A picture mark whose picture is gone is drawn as its text, never as nothing.
  const settings = mark.settings.kind === 'picture' && !pictureKey ? { ...mark.settings, kind: 'text' as const } : mark.settings;
  const words = watermarkWords(settings, studioName);
  return { settings, words, pictureKey, fingerprint: markFingerprint(settings, words, pictureKey) };
}

export async function planStudioMark(db: Executor, studioId: number): Promise<MarkPlan | null> {
  const [studio] = await db.select({ name: studios.name }).from(studios).where(eq(studios.id, studioId));
  if (!studio) return null;
  return planMark(await watermarksRepository.platform(db), await watermarksRepository.studio(db, studioId), studio.name);
}

/** Pictures by storage key: a key is never reused for other bytes, so a kept one is never stale. */
const PICTURES = new Map<string, Promise<Buffer | null>>();
const PICTURES_KEPT = 16;

function picture(app: FastifyInstance, key: string): Promise<Buffer | null> {
  const kept = PICTURES.get(key);
  if (kept) return kept;
  const loading = app.storage.get(key);
  PICTURES.set(key, loading);
  loading.catch(() => PICTURES.delete(key));
  if (PICTURES.size > PICTURES_KEPT) PICTURES.delete(PICTURES.keys().next().value!);
  return loading;
}

export async function applyPlan(app: FastifyInstance, plan: MarkPlan): Promise<AppliedMark> {
  const bytes = plan.settings.kind === 'picture' && plan.pictureKey ? await picture(app, plan.pictureKey) : null;
  if (plan.settings.kind === 'picture' && !bytes) {
    const settings = { ...plan.settings, kind: 'text' as const };
    return { settings, words: plan.words, picture: null, fingerprint: markFingerprint(settings, plan.words, null) };
  }
  return { settings: plan.settings, words: plan.words, picture: bytes, fingerprint: plan.fingerprint };
}

/**
 * The mark over a studio's proofs — its own, else the platform's, else the default — ready to draw. The
 * one place the photo previews, their responsive copies and the print's live preview ask which mark applies.
 */
export async function studioMark(app: FastifyInstance, studioId: number): Promise<AppliedMark> {
  const plan = await planStudioMark(app.db, studioId);
  if (!plan) throw new Error(`Studio ${studioId} does not exist`);
  return applyPlan(app, plan);
}
