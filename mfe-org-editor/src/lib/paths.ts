import { studioHomePath } from '@shutterday/ui';

/** Absolute paths of the two editors, for links that must not depend on the page they sit on. */
export const organizationPath = (studioId: number, organizationId: number) => `${studioHomePath(studioId)}/organizations/${organizationId}`;
export const adminJobPath = (studioId: number, jobId: number) => `${studioHomePath(studioId)}/jobs/${jobId}`;
