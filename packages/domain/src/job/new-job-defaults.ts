/**
 * What a new job starts with (issue 9): the organization's defaults for its new jobs, the studio's
 * defaults (pkg-prefs) where the organization never saved its own, and what the creator chose explicitly.
 * Explicit choice > organization defaults > studio defaults. Day offsets count from the picture day; a job
 * without a picture day gets no dates.
 */

/** An organization's defaults for its new jobs (its editor's Prepay and Gallery pages). */
export interface JobDefaults {
  prepay: {
    available: boolean;
    importedData: boolean;
    /** Prepay opens this many days before the picture day (null: open from the start). */
    opensDaysBefore: number | null;
    /** Prepay closes this many days after the picture day (null: no end). */
    closesDaysAfter: number | null;
  };
  gallery: {
    available: boolean;
    enableYearBookPoseSelection: boolean;
    /** Yearbook pose selection ends this many days after the picture day (null: no deadline). */
    poseSelectionDeadlineDays: number | null;
  };
}

/** The studio's defaults for new jobs (pkg-prefs). */
export interface StudioJobDefaults {
  defaultPackageSetId: number | null;
  prepayAvailable: boolean;
  galleryAvailable: boolean;
}

/** What the creator of a job chose; an absent flag takes the defaults. */
export interface NewJobChoice {
  pictureDay: string | null;
  prepayAvailable?: boolean;
  galleryAvailable?: boolean;
}

export interface NewJobSettings {
  prepayAvailable: boolean;
  prepayImportedData: boolean;
  /** `YYYY-MM-DD` or null. */
  prepayOpensOn: string | null;
  prepayClosesOn: string | null;
  galleryAvailable: boolean;
  enableYearBookPoseSelection: boolean;
  /** The end of the deadline day (UTC, ISO), or null for no deadline. */
  yearBookPoseSelectionEndsAt: string | null;
  /** The package sets the new job offers. */
  packageSetIds: number[];
}

/** The most a day offset may be: a school year. */
export const MAX_DEFAULT_DAY_OFFSET = 365;

const DAY_MS = 86_400_000;

/** `day` (YYYY-MM-DD) moved by `days` (negative goes back). */
export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** An organization that never saved its defaults follows the studio's: availability as pkg-prefs, no dates. */
export function studioJobDefaults(studio: StudioJobDefaults): JobDefaults {
  return {
    prepay: { available: studio.prepayAvailable, importedData: false, opensDaysBefore: null, closesDaysAfter: null },
    gallery: { available: studio.galleryAvailable, enableYearBookPoseSelection: false, poseSelectionDeadlineDays: null },
  };
}

/** The settings of a new job: the creator's choice over the organization's defaults, the studio's package set. */
export function newJobSettings(choice: NewJobChoice, organization: JobDefaults, studio: StudioJobDefaults): NewJobSettings {
  const { prepay, gallery } = organization;
  const day = choice.pictureDay;
  const offset = (days: number | null, sign: 1 | -1) => (day !== null && days !== null ? shiftDay(day, sign * days) : null);
  const deadline = offset(gallery.poseSelectionDeadlineDays, 1);
  return {
    prepayAvailable: choice.prepayAvailable ?? prepay.available,
    prepayImportedData: prepay.importedData,
    prepayOpensOn: offset(prepay.opensDaysBefore, -1),
    prepayClosesOn: offset(prepay.closesDaysAfter, 1),
    galleryAvailable: choice.galleryAvailable ?? gallery.available,
    enableYearBookPoseSelection: gallery.enableYearBookPoseSelection,
    // The deadline day is still open: selection ends when it does.
    yearBookPoseSelectionEndsAt: deadline === null ? null : `${shiftDay(deadline, 1)}T00:00:00.000Z`,
    packageSetIds: studio.defaultPackageSetId === null ? [] : [studio.defaultPackageSetId],
  };
}
