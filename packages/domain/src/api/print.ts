/** GET .../jobs/{jobId}/print-summary: what the camera cards and the roster print will hold. */
export interface JobPrintSummary {
  jobId: number;
  jobName: string;
  subjectCount: number;
  groupCount: number;
  /** Subjects in no group: their cards print without a group and the roster lists them last. */
  ungroupedCount: number;
  /** Subjects without an access code: their cards tell the parent to ask the studio. */
  withoutAccessCodeCount: number;
}
