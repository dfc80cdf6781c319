import { Permission } from './permission';

/**
 * What a staff user may do, each as its permission's label says (spec §6): the one rule the menus, the pages
 * and the server's answers follow. A system administrator may do everything; a signed-out viewer nothing.
 */
export interface StaffAbilities {
  /** "See payments and reports": balance, payouts, revenue, order money, reports, refunds shown. */
  seeMoney: boolean;
  /** "Edit the studio, its packages and coupon codes". */
  editStudio: boolean;
  /** "Edit organizations, jobs, subjects and photos". */
  editJobs: boolean;
  /** "Manage the studio’s users". */
  manageUsers: boolean;
  /** Refunding an order or recording its payment: the studio's editor (as the server asks) who also sees its money. */
  refund: boolean;
}

/** What a page without "Edit organizations, jobs, subjects and photos" says above a record it shows. */
export const READ_ONLY_JOBS = 'You can see this but not change it: your account does not have “Edit organizations, jobs, subjects and photos”.';

export function staffAbilities(viewer: { permissions: readonly string[]; isSystemAdmin?: boolean } | null | undefined): StaffAbilities {
  const holds = (permission: string) => viewer?.isSystemAdmin === true || (viewer?.permissions.includes(permission) ?? false);
  const seeMoney = holds(Permission.StudioFinancialsRead);
  const editStudio = holds(Permission.StudioAdminCrud);
  return { seeMoney, editStudio, editJobs: holds(Permission.StudioCrud), manageUsers: holds(Permission.StudioUsersCrud), refund: seeMoney && editStudio };
}

/** The money a job carries (the studio's job answer): its revenue by order method and what is unpaid. */
export interface JobMoney {
  revenue: number | null;
  ordersByMethod: Record<'Prepay' | 'Gallery', { count: number; revenue: number | null }>;
  unpaid: { count: number; total: number | null };
}

/** A job as a viewer who may not see money reads it: its counts stay, every amount is null. */
export function withoutJobMoney<T extends JobMoney>(job: T): T {
  const { Prepay, Gallery } = job.ordersByMethod;
  return {
    ...job,
    revenue: null,
    ordersByMethod: { Prepay: { ...Prepay, revenue: null }, Gallery: { ...Gallery, revenue: null } },
    unpaid: { ...job.unpaid, total: null },
  };
}
