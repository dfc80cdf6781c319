import { parseRouteId } from '@shutterday/domain';
import { useParams } from 'react-router';

/**
 * The ids the shell's route gives this remote. It is mounted for two prefixes:
 * `/admin/studios/:studioId/organizations/:organizationId/*` (organization editor) and
 * `/admin/studios/:studioId/jobs/:jobId/*` (admin job editor); organizationId tells them apart.
 */
export function useStudioId(): number {
  return parseRouteId(useParams().studioId, 'studioId');
}

export function useOrganizationId(): number | undefined {
  return parseRouteId(useParams().organizationId, 'organizationId', { optional: true });
}

export function useJobId(): number {
  return parseRouteId(useParams().jobId, 'jobId');
}
