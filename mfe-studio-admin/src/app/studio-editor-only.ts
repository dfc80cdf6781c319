import { Permission } from '@shutterday/domain';

/** The pages of "Edit the studio, its packages and coupon codes": its menu entries and its routes ask this. */
export const STUDIO_EDITOR_ONLY = [Permission.StudioAdminCrud];
