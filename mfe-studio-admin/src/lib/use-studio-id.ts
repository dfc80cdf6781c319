import { parseRouteId } from '@shutterday/domain';
import { useParams } from 'react-router';

/** The studioId of the shell's route `/admin/studios/:studioId/*`, as an integer (spec §2, §5). */
export function useStudioId(): number {
  return parseRouteId(useParams().studioId, 'studioId');
}
