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

export const ImageLookupListQuery = v.object({
  ...PageParams.entries,
  status: v.optional(v.picklist(['pending', 'done', 'failed'], 'This value must be one of pending, done, failed')),
  /** `1`: only photos that match no subject (the manual assignment list). */
  unmatched: v.optional(v.picklist(['0', '1'], 'This value must be one of 0, 1')),
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
