import { useJobId, useStudioId } from './editor-params';

/** The studio and job of the editor's job pages, as the api-client's JobScope. */
export function useJobScope() {
  return { studioId: useStudioId(), jobId: useJobId() };
}
