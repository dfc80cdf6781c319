import { STUDIO_EDITORS } from '@shutterday/domain';

/** Spec §6: studio records are changed by holders of studio.crud or studio.admin.crud (a system administrator passes). */
export const STUDIO_WRITE = STUDIO_EDITORS;
