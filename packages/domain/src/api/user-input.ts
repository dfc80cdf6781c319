import * as v from 'valibot';
import { Permission } from '../permissions/permission';
import { boundedEmail, boundedList, requiredText, TEXT_LIMITS } from '../validation/bounded';
import { NewPassword } from './auth';
import { EntityId } from './params';
import { RecordVersion, ResourceListQuery } from './resource';

/** What a studio's staff member may be given (spec §6); the system administrator's is the role, not a permission. */
export const STUDIO_STAFF_PERMISSIONS = [Permission.StudioCrud, Permission.StudioAdminCrud, Permission.StudioUsersCrud, Permission.StudioFinancialsRead] as const;
export type StudioStaffPermission = (typeof STUDIO_STAFF_PERMISSIONS)[number];

export const PERMISSION_LABELS: Record<StudioStaffPermission, string> = {
  [Permission.StudioCrud]: 'Edit organizations, jobs, subjects and photos',
  [Permission.StudioAdminCrud]: 'Edit the studio, its packages and coupon codes',
  [Permission.StudioUsersCrud]: 'Manage the studio’s users',
  [Permission.StudioFinancialsRead]: 'See payments and reports',
};

/** A user is either a studio's staff member (with permissions) or a system administrator (no studio). */
export const USER_ROLES = ['studio', 'systemAdmin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

const UserFields = {
  name: requiredText(TEXT_LIMITS.name),
  email: boundedEmail,
  role: v.picklist(USER_ROLES, 'This value must be one of studio, systemAdmin'),
  /** Required for a studio's staff, ignored (none) for a system administrator. */
  studioId: v.optional(v.nullable(EntityId)),
  permissions: v.optional(boundedList(v.picklist(STUDIO_STAFF_PERMISSIONS, 'This is not a permission of a studio'), STUDIO_STAFF_PERMISSIONS.length), []),
  /** Spec §6: kept away from the jobs and organizations pages. */
  rspoJob: v.optional(v.boolean('This value must be true or false'), false),
};

const studioStaffHasStudio = <T extends { role: UserRole; studioId?: number | null }>(input: T) => input.role === 'systemAdmin' || Boolean(input.studioId);
const STUDIO_REQUIRED = 'Choose the studio this user works for';

/** POST /api/admin/users: the new user is e-mailed a link to choose a password (no password is typed for them). */
export const UserCreate = v.pipe(v.strictObject(UserFields), v.forward(v.check(studioStaffHasStudio, STUDIO_REQUIRED), ['studioId']));
export type UserCreate = v.InferOutput<typeof UserCreate>;

/**
 * The first system administrator of an installation without the demo data (the server's `create-admin`
 * command): the one account whose password is chosen at creation, by the person who runs the command.
 */
export const SystemAdminCreate = v.strictObject({ name: UserFields.name, email: UserFields.email, password: NewPassword });
export type SystemAdminCreate = v.InferOutput<typeof SystemAdminCreate>;

/** PUT /api/admin/users/{id}: everything, plus whether the account is switched off, at the version read. */
export const UserUpdate = v.pipe(
  v.strictObject({ ...UserFields, disabled: v.boolean('This value must be true or false'), version: RecordVersion }),
  v.forward(v.check(studioStaffHasStudio, STUDIO_REQUIRED), ['studioId']),
);
export type UserUpdate = v.InferOutput<typeof UserUpdate>;

/** GET /api/admin/users: `type` narrows to studio staff, system administrators or disabled accounts; `studioId` to one studio. */
export const UserListQuery = v.object({
  ...ResourceListQuery.entries,
  type: v.optional(v.picklist(['studio', 'systemAdmin', 'disabled'], 'This value must be one of studio, systemAdmin, disabled')),
  studioId: v.optional(EntityId),
});
export type UserListQuery = v.InferOutput<typeof UserListQuery>;

export interface UserRecord {
  id: number;
  name: string;
  email: string;
  role: UserRole;
  studioId: number | null;
  studioName: string | null;
  permissions: StudioStaffPermission[];
  rspoJob: boolean;
  disabled: boolean;
  createdAt: string;
  version: number;
}

export const USER_MESSAGES = {
  emailTaken: 'email: This e-mail address is already used by another account',
  studioNotFound: 'studioId: This studio does not exist',
  disabled: 'This account is switched off: switch it on before inviting again',
  notYourself: 'You cannot switch off your own account or take away your own administrator role',
  invited: (email: string): string => `We e-mailed ${email} a link to choose a password`,
  beyondOwn: (labels: string[]): string => `permissions: You cannot give or take away what you do not hold yourself: ${labels.join(', ')}`,
  notYourPeer: 'This user holds permissions you do not hold: ask a studio administrator who holds them',
  keptAway: 'rspoJob: You are kept away from jobs and organizations yourself: you cannot lift that for anyone, yourself included',
} as const;

/** POST /api/studioadmin/studios/{studioId}/users: a colleague of the studio, e-mailed a link to choose a password. */
export const StudioUserCreate = v.strictObject({ name: UserFields.name, email: UserFields.email, permissions: UserFields.permissions, rspoJob: UserFields.rspoJob });
export type StudioUserCreate = v.InferOutput<typeof StudioUserCreate>;

/** PUT /api/studioadmin/studios/{studioId}/users/{userId}: the same, whether the account is switched off, at the version read. */
export const StudioUserUpdate = v.strictObject({ ...StudioUserCreate.entries, disabled: v.boolean('This value must be true or false'), version: RecordVersion });
export type StudioUserUpdate = v.InferOutput<typeof StudioUserUpdate>;

/**
 * A staff member never hands out more than they hold (least privilege): the permissions of `wanted` — and, on
 * an edit, of the colleague's current ones, which they would take away — that `held` lacks. Empty: allowed.
 */
export function permissionsBeyond(held: readonly string[], ...touched: ReadonlyArray<readonly string[]>): StudioStaffPermission[] {
  return STUDIO_STAFF_PERMISSIONS.filter((permission) => !held.includes(permission) && touched.some((list) => list.includes(permission)));
}
