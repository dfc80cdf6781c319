import { newJobSettings, shiftDay, studioJobDefaults, type JobDefaults } from '../new-job-defaults';

const organization: JobDefaults = {
  prepay: { available: true, importedData: true, opensDaysBefore: 14, closesDaysAfter: 0 },
  gallery: { available: false, enableYearBookPoseSelection: true, poseSelectionDeadlineDays: 30 },
};
const studio = { defaultPackageSetId: 7, prepayAvailable: false, galleryAvailable: true };

test('dates count from the picture day, across months and leap days', () => {
  expect(shiftDay('2028-03-01', -1)).toBe('2028-02-29');
  expect(shiftDay('2027-12-25', 10)).toBe('2028-01-04');
});

test("a new job takes the organization's defaults, dated from its picture day, and the studio's package set", () => {
  expect(newJobSettings({ pictureDay: '2027-04-14' }, organization, studio)).toEqual({
    prepayAvailable: true,
    prepayImportedData: true,
    prepayOpensOn: '2027-03-31',
    prepayClosesOn: '2027-04-14',
    galleryAvailable: false,
    enableYearBookPoseSelection: true,
    yearBookPoseSelectionEndsAt: '2027-05-15T00:00:00.000Z',
    packageSetIds: [7],
  });
});

test("the creator's explicit choice wins; no picture day, no dates; no default set, no sets", () => {
  const settings = newJobSettings({ pictureDay: null, prepayAvailable: false, galleryAvailable: true }, organization, { ...studio, defaultPackageSetId: null });
  expect(settings).toMatchObject({ prepayAvailable: false, galleryAvailable: true, prepayOpensOn: null, prepayClosesOn: null, yearBookPoseSelectionEndsAt: null, packageSetIds: [] });
});

test("an organization without its own defaults follows the studio's availability, with no dates", () => {
  const settings = newJobSettings({ pictureDay: '2027-04-14' }, studioJobDefaults(studio), studio);
  expect(settings).toMatchObject({ prepayAvailable: false, prepayImportedData: false, galleryAvailable: true, enableYearBookPoseSelection: false, prepayOpensOn: null, yearBookPoseSelectionEndsAt: null });
});
