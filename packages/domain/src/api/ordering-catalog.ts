import * as v from 'valibot';
import type { JobOrderService, Package } from '../cart';
import type { PersonalizationDefaults } from '../catalog';
import type { JobAvailability, PreorderField } from '../job';
import type { OrderMethod } from '../order-method';
import { OrderMethodSchema } from './ordering';

/** What a job offers a customer before the cart: availability, preferences, services, subjects, packages. */

/** Per-method availability: the domain gate, plus Prepay refused under the rspo restriction. */
export type OrderingAvailability = JobAvailability | { ok: false; reason: 'rspo-restricted' };

/** GET /api/customer/jobs/{jobId}/availability */
export interface CustomerJobAvailability {
  jobId: number;
  published: boolean;
  archived: boolean;
  rspoJob: boolean;
  prepay: { available: boolean };
  gallery: { available: boolean };
  methods: Record<OrderMethod, OrderingAvailability>;
  /** The last day of online ordering (a day of the studio's time zone) or null, and that zone. */
  orderingClosesOn: string | null;
  timeZone: string;
  /** Whether the studio takes online orders now: parents pay by card, so its payout account must take card payments. */
  onlineOrders: { open: boolean };
}

/** GET /api/customer/studios/{studioId}/jobs/{jobId}/job-preferences */
export interface CustomerJobPreferences {
  jobId: number;
  importedData: boolean;
  prepaySettings: { importedData: boolean };
  gallerySettings: { enableYearBookPoseSelection: boolean; isYearBookPoseSelectionExpired: boolean };
  /** The preorder custom fields a parent answers with each package (sent as the cart package's dataFields). */
  preorderFields: PreorderField[];
  /** The job editor's free-form settings (e.g. instructions to parents). */
  settings: Record<string, unknown>;
}

export interface OfferedService {
  orderServiceId: number;
  name: string;
  /** Cents, from the platform catalogue. */
  price: number;
}

/** GET /api/customer/studios/{studioId}/jobs/{jobId}/services: the job order service and its prices. */
export interface CustomerJobServices extends JobOrderService {
  /** null when the job does not allow retouching. */
  retouch: OfferedService | null;
  /** null unless name on all prints or name on wallets is allowed. */
  personalization: (OfferedService & { defaults: PersonalizationDefaults }) | null;
}

/** GET /api/customer/jobs/{jobId}/greenscreens: backgrounds as watermarked previews. */
export interface CustomerGreenScreen {
  id: number;
  name: string;
  price: number;
  imageThumbnailUrl: string;
  previewUrl: string;
}

/** GET /api/customer/jobs/{jobId}/packages?orderMethod= — the job's packages (prices in cents). */
export const PackagesQuery = v.object({ orderMethod: OrderMethodSchema });
export type PackagesQuery = v.InferOutput<typeof PackagesQuery>;
export type CustomerPackage = Package;

/**
 * GET /api/customer/jobs/{jobId}/subjects/search — the privacy rule (docs/server.md): either the
 * subject's access code, or first AND last name (exact, case-insensitive). At most
 * {@link SUBJECT_SEARCH_LIMIT} matches; each carries a signed subject token for the gallery and cart.
 */
export const SUBJECT_SEARCH_LIMIT = 5;
export const SUBJECT_SEARCH_MESSAGE = "Enter the access code, or your child's first and last name";

const NamePart = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(60, 'Use at most 60 characters')));
export const SubjectSearchQuery = v.pipe(
  v.object({ firstName: NamePart, lastName: NamePart, code: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(40, 'Use at most 40 characters'))) }),
  v.check((q) => Boolean(q.code) || (Boolean(q.firstName) && Boolean(q.lastName)), SUBJECT_SEARCH_MESSAGE),
);
export type SubjectSearchQuery = v.InferOutput<typeof SubjectSearchQuery>;

/**
 * The parent's search form, checked with the domain's own valibot: the search page then loads no copy of
 * valibot of its own (the customer pages' JS budget, docs/performance.md). The first problem is the message.
 */
export function checkSubjectSearch(input: v.InferInput<typeof SubjectSearchQuery>): { ok: true; query: SubjectSearchQuery } | { ok: false; message: string } {
  const result = v.safeParse(SubjectSearchQuery, input);
  return result.success ? { ok: true, query: result.output } : { ok: false, message: result.issues[0].message };
}

export interface SubjectMatch {
  id: number;
  firstName: string;
  lastName: string;
  groupName: string | null;
  imageThumbnailUrl: string | null;
  /** Signed, expiring (7 days) proof of access to this subject: `?token=` on subject calls, `subjectToken` in cartpackages. */
  subjectToken: string;
}

/** `?token=` of the subject calls. */
export const SubjectTokenQuery = v.object({ token: v.pipe(v.string(), v.maxLength(300)) });
export type SubjectTokenQuery = v.InferOutput<typeof SubjectTokenQuery>;

/** An image as a customer sees it: watermarked thumbnail and preview, never the original. */
export interface CustomerImage {
  id: number;
  width: number;
  height: number;
  groupId: number | null;
  imageLookup: { type: 'hosted-individual' | 'hosted-group' };
  imageThumbnailUrl: string;
  previewUrl: string;
}

/** GET /api/customer/jobs/{jobId}/subjects/{subjectId}?token= — the subject and their gallery. */
export interface CustomerSubject {
  id: number;
  jobId: number;
  firstName: string;
  lastName: string;
  groupName: string | null;
  fields: Array<{ name: string; value: string | null; templateId: number | null; optionId: number | null }>;
  imageThumbnailUrl: string | null;
  /** The subject's own portraits, then the group photo of their class or team. */
  images: CustomerImage[];
  groupImages: CustomerImage[];
  /** Spec §4: enabled, not expired, and more than one image. */
  yearbookPoseSelectionAllowed: boolean;
}

/** GET /api/customer/downloads/{linkId}/details — what the download page shows. */
export interface DownloadLinkDetails {
  fileName: string;
  expiresAt: string;
  jobName: string;
  subjectName: string;
  /** The file itself: GET /api/customer/downloads/{linkId}. */
  url: string;
}
