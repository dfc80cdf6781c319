/** The catalog's refusals (409), worded for the staff member who sees them. */
export const CATALOG_MESSAGES = {
  packageSetNameTaken: 'A package set with this name already exists',
  packageSetAssigned: 'This package set is offered by a job. Remove it from the job first.',
  couponCodeTaken: 'A coupon code with this code already exists',
  promotionCodeTaken: 'This job already has a promotion with this code',
} as const;
