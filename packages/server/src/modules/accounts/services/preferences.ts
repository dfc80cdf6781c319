import type { UserPreferencesUpdateRequest } from '@shutterday/domain';

/** A preferences PATCH (the spec's PascalCase names) as the columns it changes; a name left out changes nothing. */
export function preferencesPatch({ BuildMaximumCropperSize, BuildImagesPerRow, UseDarkMode }: UserPreferencesUpdateRequest) {
  return {
    ...(BuildMaximumCropperSize !== undefined && { buildMaximumCropperSize: BuildMaximumCropperSize }),
    ...(BuildImagesPerRow !== undefined && { buildImagesPerRow: BuildImagesPerRow }),
    ...(UseDarkMode !== undefined && { useDarkMode: UseDarkMode }),
  };
}
