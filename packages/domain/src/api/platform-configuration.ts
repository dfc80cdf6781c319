import * as v from 'valibot';
import { RecordVersion } from './resource';
import { basisPointsRate } from './tax-rate-input';

/**
 * The platform's configuration (system admin → Configuration): a fixed set of known settings, each with its
 * rule and default, kept one row each in the `settings` table under its key. Whoever reads a setting
 * (the platform reports read the commission rate) goes through {@link readPlatformSettings}, so a value that
 * breaks the rule is never used.
 */
/** The commission is at most the whole of a sale. */
export const MAX_COMMISSION_RATE_BASIS_POINTS = 10_000;

export const PlatformSettings = v.strictObject({
  /** The platform's commission on each studio's net sales, in basis points (500 = 5 %). */
  commissionRateBasisPoints: basisPointsRate(MAX_COMMISSION_RATE_BASIS_POINTS),
});
export type PlatformSettings = v.InferOutput<typeof PlatformSettings>;
export type PlatformSettingName = keyof PlatformSettings;

/** Each setting's key in the `settings` table and its value until one is saved. */
export const PLATFORM_SETTINGS: { [name in PlatformSettingName]: { key: string; defaultValue: PlatformSettings[name] } } = {
  commissionRateBasisPoints: { key: 'platform.commissionRateBasisPoints', defaultValue: 500 },
};

/** The `settings` row holding the configuration's version (absent = 1): every save compares and bumps it. */
export const CONFIGURATION_VERSION_SETTING = 'platform.configurationVersion';

/** PUT /api/admin/configuration: every setting, with the version the page read. */
export const PlatformConfigurationUpdate = v.strictObject({ ...PlatformSettings.entries, version: RecordVersion });
export type PlatformConfigurationUpdate = v.InferOutput<typeof PlatformConfigurationUpdate>;

/** GET /api/admin/configuration: the settings in force, the version, and the saved values not used (they break the rule). */
export type PlatformConfiguration = PlatformSettings & { version: number; unusable: PlatformSettingName[] };

const NAMES = Object.keys(PLATFORM_SETTINGS) as PlatformSettingName[];

/**
 * The settings in force from the saved values by key: a saved value that breaks its rule is not used (its
 * default is) and is named in `unusable`, so the caller can say so.
 */
export function readPlatformSettings(saved: ReadonlyMap<string, unknown>): { settings: PlatformSettings; unusable: PlatformSettingName[] } {
  const unusable: PlatformSettingName[] = [];
  const settings = {} as Record<PlatformSettingName, unknown>;
  for (const name of NAMES) {
    const { key, defaultValue } = PLATFORM_SETTINGS[name];
    const parsed = v.safeParse(PlatformSettings.entries[name], saved.get(key));
    if (!saved.has(key)) settings[name] = defaultValue;
    else if (parsed.success) settings[name] = parsed.output;
    else {
      settings[name] = defaultValue;
      unusable.push(name);
    }
  }
  return { settings: settings as PlatformSettings, unusable };
}
