import * as v from 'valibot';
import type { ReleaseRemote } from './releases';
import { StudioUpdateRequest } from './studio';

// The system administrator's studio calls and the studio states staff meet: on the `/staff` subpath, so the
// customer pages (which load the domain's main entry) do not carry them.

/** 403 of every studio admin call of a studio a system administrator switched off. */
export const STUDIO_DISABLED_MESSAGE = 'This studio has been closed by the Shutterday team; write to them to open it again';

/**
 * PATCH /api/admin/studios/{id} (system administrators): the studio's details, and `disabled` to close it
 * (its staff are refused at once, parents find it closed) or open it again. A pending studio is opened by
 * its approval, never by this call.
 */
export const AdminStudioUpdateRequest = v.object({
  ...StudioUpdateRequest.entries,
  disabled: v.optional(v.boolean()),
});
export type AdminStudioUpdateRequest = v.InferOutput<typeof AdminStudioUpdateRequest>;

/** GET /api/admin/attention: what needs a system administrator now (the admin home lists it with links). */
export interface AdminAttention {
  /** The oldest studios waiting for approval, at most ATTENTION_LIST_MAX. */
  waitingStudios: Array<{ id: number; name: string; slug: string; createdAt: string }>;
  waitingStudioCount: number;
  /** Photos whose processing failed (Galleries processing). */
  failedPhotoCount: number;
  /** E-mails the mail server refused (E-mail log). */
  failedMailCount: number;
  /**
   * Remotes whose last deploy is a rollback the server made by itself (a failing canary, or a promoted release
   * the health watch took back), until someone moves that remote again; the release that failed.
   */
  rolledBackReleases: Array<{ remote: ReleaseRemote; version: string | null; action: 'canary-rolled-back' | 'watch-rolled-back'; note: string | null; createdAt: string }>;
}
export const ATTENTION_LIST_MAX = 10;
