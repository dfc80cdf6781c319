import * as v from 'valibot';
import type { OrganizationJobDefaults } from '../organization-defaults';
import type { PlatformConfiguration } from '../platform-configuration';
import type { AuthTokenResponse, SetupAccepted } from '../auth';
import type { EmailConfirmed, Profile } from '../profile';
import type { Feature, StudioDetails, StudioEarnedTotals, StudioSummary, UserPreferences } from '../studio';
import type { SystemStatus } from '../system-status';
import type { AdminAttention } from '../studio-admin';
import type { PlatformFeature } from '../../permissions/features';
import { CARD_PAYMENTS_STATES } from '../../payments/card-payments';
import { answer, Instant, WholeNumber } from './envelope';
import { AddressAnswer, NullableNumber, NullableText, Text } from './shared';

/** Logging in, the signed-in account, the studio's own settings and the system administrator's platform pages. */
const Flag = v.boolean();
const StudioStatusAnswer = v.picklist(['active', 'pending', 'disabled']);

export const AdminAttentionAnswer = answer<AdminAttention>()(
  v.strictObject({
    waitingStudios: v.array(v.strictObject({ id: WholeNumber, name: Text, slug: Text, createdAt: Instant })),
    waitingStudioCount: WholeNumber, failedPhotoCount: WholeNumber, failedMailCount: WholeNumber,
    rolledBackReleases: v.array(
      v.strictObject({
        remote: v.picklist(['customer', 'studioAdmin', 'systemAdmin', 'orgEditor']), version: NullableText,
        action: v.picklist(['canary-rolled-back', 'watch-rolled-back']), note: NullableText, createdAt: Instant,
      }),
    ),
  }),
);

export const HealthAnswer = v.strictObject({ ok: v.literal(true) });

export const AuthTokensAnswer = answer<AuthTokenResponse>()(v.strictObject({ token: Text, refreshToken: Text, expiration: Instant }));
export const SetupAcceptedAnswer = answer<SetupAccepted>()(v.strictObject({ accepted: v.literal(true), message: Text }));
export const LoggedOutAnswer = v.strictObject({ loggedOut: v.literal(true) });
export const AcceptedAnswer = v.strictObject({ accepted: v.literal(true) });
export const PasswordResetAnswer = v.strictObject({ reset: v.literal(true) });

export const ProfileAnswer = answer<Profile>()(v.strictObject({ name: Text, email: Text, pendingEmail: NullableText }));
export const EmailConfirmedAnswer = answer<EmailConfirmed>()(v.strictObject({ email: Text }));

/**
 * GET /remotes.json: each remote's manifest address, by name (DESIGN §3), and under `canary` the releases
 * going to a share of visitors (docs/architecture.md "Releases"); not an `{ data }` answer.
 */
export const RemoteRegistryAnswer = v.objectWithRest(
  { canary: v.optional(v.record(v.string(), v.strictObject({ entry: v.string(), percent: v.number() }))), tickets: v.optional(v.record(v.string(), v.string())) },
  v.string(),
);

/** "Is this name free?" checks. */
export const NameCheckAnswer = v.strictObject({ valid: Flag, message: NullableText });

export const StudioDetailsAnswer = answer<StudioDetails>()(
  v.strictObject({
    id: WholeNumber, name: Text, slug: Text, logoUrl: NullableText, email: NullableText, phone: NullableText, hasLegacyJobs: Flag, hasRSPOJobs: Flag,
    rspoEnabled: Flag, stripeVerified: Flag, cardPayments: v.picklist(CARD_PAYMENTS_STATES), status: StudioStatusAnswer, createdAt: Instant, timeZone: Text,
  }),
);

export const StudioSummaryAnswer = answer<StudioSummary>()(
  v.strictObject({ id: WholeNumber, name: Text, slug: Text, rspoEnabled: Flag, stripeVerified: Flag, payoutsConnected: Flag, jobCount: WholeNumber, status: StudioStatusAnswer, createdAt: Instant }),
);

export const StudioEarnedTotalsAnswer = answer<StudioEarnedTotals>()(v.strictObject({ total: WholeNumber, thisMonth: WholeNumber, thisWeek: WholeNumber }));
export const FeatureAnswer = answer<Feature>()(v.strictObject({ identifier: Text }));
export const PlatformFeatureAnswer = answer<PlatformFeature>()(v.strictObject({ identifier: Text, name: Text, description: NullableText, studios: WholeNumber }));

export const UserPreferencesAnswer = answer<UserPreferences>()(
  v.strictObject({ id: WholeNumber, userId: WholeNumber, buildMaximumCropperSize: WholeNumber, buildImagesPerRow: WholeNumber, useDarkMode: Flag }),
);

export const OrganizationContactAnswer = v.nullable(v.strictObject({ id: WholeNumber, name: NullableText, email: NullableText, phone: NullableText, address: AddressAnswer }));

export const OrganizationJobDefaultsAnswer = answer<OrganizationJobDefaults>()(
  v.strictObject({
    prepay: v.strictObject({ available: Flag, importedData: Flag, opensDaysBefore: NullableNumber, closesDaysAfter: NullableNumber }),
    gallery: v.strictObject({ available: Flag, enableYearBookPoseSelection: Flag, poseSelectionDeadlineDays: NullableNumber }),
    saved: Flag,
    version: WholeNumber,
  }),
);

export const PlatformConfigurationAnswer = answer<PlatformConfiguration>()(
  v.strictObject({ commissionRateBasisPoints: WholeNumber, version: WholeNumber, unusable: v.array(v.picklist(['commissionRateBasisPoints'])) }),
);

const Count = WholeNumber;
export const SystemStatusAnswer = answer<SystemStatus>()(
  v.strictObject({
    version: Text,
    node: Text,
    startedAt: Instant,
    database: v.strictObject({ kind: v.picklist(['embedded', 'postgresql']), migrationsApplied: Count, sizeBytes: NullableNumber }),
    queue: Text,
    payments: v.picklist(['sandbox', 'stripe']),
    mail: v.picklist(['smtp', 'recorded']),
    storage: v.picklist(['local', 's3']),
    studios: v.strictObject({ active: Count, pending: Count }),
    users: v.strictObject({ total: Count, disabled: Count }),
    orders: v.strictObject({ today: Count, total: Count }),
    photos: v.strictObject({ pending: Count, failed: Count }),
    mailLastDay: v.strictObject({ sent: Count, recorded: Count, failed: Count }),
  }),
);

export const FeatureListAnswer = v.array(FeatureAnswer);
export const PlatformFeatureListAnswer = v.array(PlatformFeatureAnswer);
