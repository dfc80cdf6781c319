import * as v from 'valibot';
import type { JobGeneralSettings, JobGallerySettings, JobPrefieldsSettings, JobPreorderSettings, JobSettingsByTab, JobSettingsTab, JobStandardSettings } from '../job-settings';
import { answer, WholeNumber } from './envelope';
import { NullableText, PreorderFieldAnswer, Text } from './shared';

/** What each job settings tab answers (GET, and PUT with the saved state). */
const Flag = v.boolean();
const recordVersion = WholeNumber;

export const JobSettingsAnswers = {
  general: answer<JobGeneralSettings>()(v.strictObject({ name: Text, pictureDay: NullableText, accessCode: NullableText, rspoJob: Flag, published: Flag, recordVersion })),
  standard: answer<JobStandardSettings>()(v.strictObject({ allowRetouch: Flag, allowNameOnAllPrints: Flag, allowNameOnWallets: Flag, imageLevelService: Flag, recordVersion })),
  preorder: answer<JobPreorderSettings>()(v.strictObject({ prepayAvailable: Flag, importedData: Flag, opensOn: NullableText, closesOn: NullableText, recordVersion })),
  prefields: answer<JobPrefieldsSettings>()(v.strictObject({ fields: v.array(PreorderFieldAnswer), recordVersion })),
  gallery: answer<JobGallerySettings>()(
    v.strictObject({ galleryAvailable: Flag, enableYearBookPoseSelection: Flag, poseSelectionEndsOn: NullableText, orderingClosesOn: NullableText, isYearBookPoseSelectionExpired: Flag, recordVersion }),
  ),
} satisfies { [tab in JobSettingsTab]: v.GenericSchema<unknown, JobSettingsByTab[tab]> };
