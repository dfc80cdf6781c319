/** GET /api/admin/galleries-processing: one row per job that has photos, with how far their processing got. */
export interface GalleryProcessing {
  jobId: number;
  jobName: string;
  organizationName: string;
  studioId: number;
  studioName: string;
  /** Photos of single subjects and of groups (classes, teams). */
  individualCount: number;
  groupCount: number;
  /** Thumbnail and watermarked preview made (done), waiting for the worker (pending), or given up (failed). */
  done: number;
  pending: number;
  failed: number;
  /** When the job's latest photo arrived (ISO 8601). */
  lastPhotoAt: string;
}
