export interface YearbookSettings {
  enableYearBookPoseSelection: boolean;
  isYearBookPoseSelectionExpired: boolean;
}

/** Yearbook pose selection: enabled, not expired, and the subject has more than one image (spec §4). */
export function canSelectYearbookPose(settings: YearbookSettings, subjectImageCount: number): boolean {
  return settings.enableYearBookPoseSelection && !settings.isYearBookPoseSelectionExpired && subjectImageCount > 1;
}
