import { basisPointsToPercentText, checkedPercentToBasisPoints, MAX_COMMISSION_RATE_BASIS_POINTS, percentText, type PlatformConfiguration, type PlatformSettings } from '@shutterday/domain/staff';
import * as v from 'valibot';

/** What the configuration form holds: each setting as typed; the server's schema checks the rest. */
export const ConfigurationFormSchema = v.object({
  commissionRate: percentText(MAX_COMMISSION_RATE_BASIS_POINTS),
});
export type ConfigurationFormValues = v.InferInput<typeof ConfigurationFormSchema>;

export const fromConfiguration = (configuration: PlatformConfiguration): ConfigurationFormValues => ({
  commissionRate: basisPointsToPercentText(configuration.commissionRateBasisPoints),
});

export const toPlatformSettings = (values: ConfigurationFormValues): PlatformSettings => ({
  commissionRateBasisPoints: checkedPercentToBasisPoints(values.commissionRate, MAX_COMMISSION_RATE_BASIS_POINTS),
});
