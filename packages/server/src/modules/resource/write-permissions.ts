import { STUDIO_EDITORS } from '@shutterday/domain';

/** Spec §6: studio records are changed by their editor — studio.admin.crud or studio.crud, as the route's place says (`studioRoutePermissions`). */
export const STUDIO_WRITE = STUDIO_EDITORS;
