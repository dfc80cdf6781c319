import { parseRouteId } from '@shutterday/domain';
import { useParams } from 'react-router';

/** A route id as an integer, or null when the URL holds something else (spec §5 route ids). */
export function safeRouteId(value: string | undefined, name: string): number | null {
  try {
    return parseRouteId(value, name);
  } catch {
    return null;
  }
}

export function useJobId(): number | null {
  return safeRouteId(useParams().jobId, 'jobId');
}
