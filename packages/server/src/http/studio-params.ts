import { EntityId } from '@shutterday/domain';
import * as v from 'valibot';

// Every studio admin path names its studio `studioId`, which the studio-access hook checks.
export const StudioParams = v.object({ studioId: EntityId });
export const StudioOrganizationParams = v.object({ studioId: EntityId, organizationId: EntityId });
export const StudioJobParams = v.object({ studioId: EntityId, jobId: EntityId });
export const tags = ['studio admin'];
