import { canCloseOrderingOn, ORDERING_CLOSES_BEFORE_TODAY } from '@shutterday/domain';
import { fromPreorderFieldRow, PreorderFieldRow, toPreorderFieldRow, type JobSettingsByTab, type JobSettingsInputByTab } from '@shutterday/domain/staff';
import * as v from 'valibot';

/**
 * What each settings form holds (days as typed `YYYY-MM-DD` or blank, a choice field's answers one per
 * line) and how it becomes the tab's PUT body. The server checks the full rules; these catch the usual
 * slips before a round trip.
 */
const day = v.pipe(v.string(), v.check((s) => s === '' || /^\d{4}-\d{2}-\d{2}$/.test(s), 'Use a date such as 2027-01-31'));
const required = (max: number) => v.pipe(v.string(), v.trim(), v.nonEmpty('This field is required'), v.maxLength(max, `Use at most ${max} characters`));
const orNull = (s: string) => (s.trim() === '' ? null : s.trim());
const orBlank = (s: string | null) => s ?? '';

export const GeneralForm = v.object({
  name: required(120),
  pictureDay: day,
  accessCode: v.pipe(v.string(), v.trim(), v.maxLength(40, 'Use at most 40 characters'), v.regex(/^[A-Za-z0-9_-]*$/, 'Use letters, digits, - and _ only')),
  rspoJob: v.boolean(),
});
export type GeneralValues = v.InferOutput<typeof GeneralForm>;
export const fromGeneral = (s: JobSettingsByTab['general']): GeneralValues => ({ name: s.name, pictureDay: orBlank(s.pictureDay), accessCode: orBlank(s.accessCode), rspoJob: s.rspoJob });
export const toGeneral = (f: GeneralValues, recordVersion: number): JobSettingsInputByTab['general'] => ({
  name: f.name, pictureDay: orNull(f.pictureDay), accessCode: orNull(f.accessCode), rspoJob: f.rspoJob, recordVersion,
});

export const StandardForm = v.object({ allowRetouch: v.boolean(), allowNameOnAllPrints: v.boolean(), allowNameOnWallets: v.boolean(), imageLevelService: v.boolean() });
export type StandardValues = v.InferOutput<typeof StandardForm>;
export const fromStandard = ({ recordVersion: _v, ...flags }: JobSettingsByTab['standard']): StandardValues => flags;
export const toStandard = (f: StandardValues, recordVersion: number): JobSettingsInputByTab['standard'] => ({ ...f, recordVersion });

export const PreorderForm = v.pipe(
  v.object({ prepayAvailable: v.boolean(), importedData: v.boolean(), opensOn: day, closesOn: day }),
  v.forward(v.check((f) => !f.opensOn || !f.closesOn || f.opensOn <= f.closesOn, 'The last day cannot be before the first day'), ['closesOn']),
);
export type PreorderValues = v.InferOutput<typeof PreorderForm>;
export const fromPreorder = (s: JobSettingsByTab['preorder']): PreorderValues => ({ prepayAvailable: s.prepayAvailable, importedData: s.importedData, opensOn: orBlank(s.opensOn), closesOn: orBlank(s.closesOn) });
export const toPreorder = (f: PreorderValues, recordVersion: number): JobSettingsInputByTab['preorder'] => ({
  prepayAvailable: f.prepayAvailable, importedData: f.importedData, opensOn: orNull(f.opensOn), closesOn: orNull(f.closesOn), recordVersion,
});

/** The gallery tab's form; a new closing day of online ordering cannot be before `today` (the studio's), the saved one may stay. */
export const galleryForm = (saved: string | null, today: string) =>
  v.pipe(
    v.object({ galleryAvailable: v.boolean(), enableYearBookPoseSelection: v.boolean(), poseSelectionEndsOn: day, orderingClosesOn: day }),
    v.forward(v.check((f) => !f.enableYearBookPoseSelection || f.poseSelectionEndsOn !== '', 'Give the last day of pose selection'), ['poseSelectionEndsOn']),
    v.forward(v.check((f) => canCloseOrderingOn(orNull(f.orderingClosesOn), saved, today), ORDERING_CLOSES_BEFORE_TODAY), ['orderingClosesOn']),
  );
export type GalleryValues = v.InferOutput<ReturnType<typeof galleryForm>>;
export const fromGallery = (s: JobSettingsByTab['gallery']): GalleryValues => ({
  galleryAvailable: s.galleryAvailable, enableYearBookPoseSelection: s.enableYearBookPoseSelection, poseSelectionEndsOn: orBlank(s.poseSelectionEndsOn), orderingClosesOn: orBlank(s.orderingClosesOn),
});
export const toGallery = (f: GalleryValues, recordVersion: number): JobSettingsInputByTab['gallery'] => ({
  galleryAvailable: f.galleryAvailable, enableYearBookPoseSelection: f.enableYearBookPoseSelection, poseSelectionEndsOn: orNull(f.poseSelectionEndsOn), orderingClosesOn: orNull(f.orderingClosesOn), recordVersion,
});

export const PrefieldsForm = v.object({ fields: v.pipe(v.array(PreorderFieldRow), v.maxLength(20, 'Ask at most 20 fields')) });
export type PrefieldsValues = v.InferOutput<typeof PrefieldsForm>;
export type PrefieldRow = PrefieldsValues['fields'][number];
export const fromPrefields = (s: JobSettingsByTab['prefields']): PrefieldsValues => ({ fields: s.fields.map(toPreorderFieldRow) });
export const toPrefields = (f: PrefieldsValues, recordVersion: number): JobSettingsInputByTab['prefields'] => ({ fields: f.fields.map(fromPreorderFieldRow), recordVersion });
