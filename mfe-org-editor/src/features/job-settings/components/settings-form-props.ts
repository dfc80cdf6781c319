import { type JobSettingsByTab, type JobSettingsInputByTab, type JobSettingsTab } from '@shutterday/domain/staff';

/** What every settings tab's form gets: the tab as read, a save (mutateAsync), and a reload for a 409. */
export interface SettingsFormProps<T extends JobSettingsTab> {
  settings: JobSettingsByTab[T];
  save: (input: JobSettingsInputByTab[T]) => Promise<unknown>;
  onReload: () => unknown;
}
