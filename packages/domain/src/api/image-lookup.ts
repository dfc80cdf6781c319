import * as v from 'valibot';
import { PageParams } from '../paging';
import { EntityId } from './params';

export const IMAGE_LOOKUP_TYPES = ['hosted-individual', 'hosted-group'] as const;
export type ImageLookupType = (typeof IMAGE_LOOKUP_TYPES)[number];
export type ImageProcessingStatus = 'pending' | 'done' | 'failed';

/** A photo of the job as the studio sees it on the Photos tab. */
export interface ImageLookup {
  id: number;
  type: ImageLookupType;
  fileName: string | null;
  subjectId: number | null;
  subjectName: string | null;
  groupId: number | null;
  status: ImageProcessingStatus;
  failureReason: string | null;
  width: number;
  height: number;
  /** Watermarked thumbnail (signed URL); null until processing is done. */
  thumbnailUrl: string | null;
  createdAt: string;
}

/** The answer to an upload: `duplicate` when the same bytes were already uploaded to this job (a retry). */
export interface ImageUploadResult {
  image: ImageLookup;
  duplicate: boolean;
}

/** Counts for the job's processing status line. */
export interface ImageProcessingSummary {
  total: number;
  pending: number;
  done: number;
  failed: number;
  unmatched: number;
}

/** Most photos one list request names by id. */
export const MAX_LISTED_IDS = 100;

export const ImageLookupListQuery = v.object({
  ...PageParams.entries,
  status: v.optional(v.picklist(['pending', 'done', 'failed'], 'This value must be one of pending, done, failed')),
  /** `1`: only photos that match no subject (the manual assignment list). */
  unmatched: v.optional(v.picklist(['0', '1'], 'This value must be one of 0, 1')),
  /** Only these photos (ids separated by commas, at most `MAX_LISTED_IDS`): a run's thumbnails, a page at a time. */
  ids: v.optional(
    v.pipe(
      v.string(),
      v.maxLength(MAX_LISTED_IDS * 11, `List at most ${MAX_LISTED_IDS} photos`),
      v.regex(/^[1-9]\d{0,8}(,[1-9]\d{0,8})*$/, 'List photo ids separated by commas'),
      v.transform((text) => text.split(',').map(Number)),
      v.maxLength(MAX_LISTED_IDS, `List at most ${MAX_LISTED_IDS} photos`),
    ),
  ),
});
export type ImageLookupListQuery = v.InferOutput<typeof ImageLookupListQuery>;

export const ImageConvertType = v.strictObject({
  type: v.picklist(IMAGE_LOOKUP_TYPES, 'This value must be one of hosted-individual, hosted-group'),
});
export type ImageConvertType = v.InferOutput<typeof ImageConvertType>;

/** Manual assignment of an unmatched (or wrongly matched) photo; null takes it off its subject. */
export const ImageAssign = v.strictObject({
  subjectId: v.nullable(EntityId),
});
export type ImageAssign = v.InferOutput<typeof ImageAssign>;

/** The multipart text field an upload may carry next to its file: a subject picked by hand. */
export const ImageUploadFields = v.strictObject({
  subjectId: v.optional(EntityId),
});

export const IMAGE_UPLOAD_LIMITS = { maxBytes: 40 * 1024 * 1024, maxPixels: 100_000_000 } as const;

/** A green-screen background of a job, as the studio manages it (the customer sees CustomerGreenScreen). */
export interface StudioGreenScreen {
  id: number;
  name: string;
  /** Cents. */
  price: number;
  thumbnailUrl: string;
}

/** The text fields of a background upload (multipart, next to the file). */
export const GreenScreenUploadFields = v.strictObject({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty('Give the background a name'), v.maxLength(60, 'Use at most 60 characters')),
  price: v.optional(v.pipe(v.string(), v.maxLength(8, 'This value is too large'), v.regex(/^\d+$/, 'This value must be a whole number of cents'), v.toNumber(), v.maxValue(10_000_000, 'This value is too large'))),
});

/** Why a run of photos belongs to nobody (docs/photos.md "Keyframe matching"): each needs the studio. */
export const PHOTO_RUN_PROBLEMS = ['before-first-card', 'card-not-read', 'other-job', 'unknown-card'] as const;
export type PhotoRunProblem = (typeof PHOTO_RUN_PROBLEMS)[number];

/**
 * One run of a job's photos as shot: a camera's card and the photos after it until that camera's next
 * card. It belongs to a subject or a group, or to nobody with a `problem` (`other-job` names the job).
 */
export interface PhotoRunView {
  cameraSerial: string | null;
  /** The card photo that starts the run (null for the photos before a camera's first card). */
  cardImageLookupId: number | null;
  cardFileName: string | null;
  /** The card is one the studio marked or kept as a card: the studio may undo that (`DELETE …/card`). */
  cardMarked: boolean;
  subjectId: number | null;
  groupId: number | null;
  /** The subject's or group's name. */
  name: string | null;
  problem: PhotoRunProblem | null;
  otherJobId: number | null;
  /** The other job's name when it is one of this studio's jobs; null otherwise. */
  otherJobName: string | null;
  /** The run's photos after its card, in capture order. */
  imageLookupIds: number[];
  count: number;
  /** The child has another run shot far from this one (`runsFarApart`): a card picked up for the wrong child looks like this. */
  farApart: boolean;
  /**
   * Photos of the run (or its card) that are on nobody, or a run far apart the studio has not placed by
   * hand: the studio should look (the sequence view lists these first).
   */
  needsAttention: boolean;
}

/** The job's processed photos as shot: every run in capture order, and the job's subjects left without a photo. */
export interface JobPhotoRuns {
  /** Photos still being read: runs may change once they are. */
  pending: number;
  runs: PhotoRunView[];
  subjectsWithoutPhotos: Array<{ id: number; name: string }>;
}

/**
 * The studio marks a photo as a camera card the decoder missed: it starts a run of its own, that child's
 * (`subjectId`) or, with null, "card not read".
 */
export const ImageCardMark = v.strictObject({
  subjectId: v.nullable(EntityId),
});
export type ImageCardMark = v.InferOutput<typeof ImageCardMark>;

/** Most photos one assignment moves: a whole card's folder of a busy picture day. */
export const MAX_ASSIGNED_PHOTOS = 5000;

/**
 * Places photos on a subject in one action (a run, or any list of the job's photos), by the studio: the
 * rule leaves them there. `cardImageLookupId`, the run's card photo, is kept as a card: the studio still
 * sees it, parents never do. `subjectId: null` takes the photos off any subject.
 */
export const ImageRunAssign = v.strictObject({
  subjectId: v.nullable(EntityId),
  imageLookupIds: v.pipe(
    v.array(EntityId),
    v.maxLength(MAX_ASSIGNED_PHOTOS, `Use at most ${MAX_ASSIGNED_PHOTOS} entries`),
    v.check((ids) => new Set(ids).size === ids.length, 'A photo can be listed only once'),
  ),
  cardImageLookupId: v.optional(v.nullable(EntityId), null),
});
export type ImageRunAssign = v.InferOutput<typeof ImageRunAssign>;
/** What a caller sends (`cardImageLookupId` may be left out). */
export type ImageRunAssignInput = v.InferInput<typeof ImageRunAssign>;
