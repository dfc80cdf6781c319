import { useSubject } from '@shutterday/api-client';
import { useAtomValue } from 'jotai';
import { foundSubjectsAtom } from '../state/found-subjects-atom';

/**
 * A subject the parent found in this visit, with the token that proves it: the gallery and cart
 * calls need it. Without a token (a link opened on another device) the page asks to search again.
 */
export function useSubjectAccess(jobId: number, subjectId: number | null) {
  const match = (useAtomValue(foundSubjectsAtom)[jobId] ?? []).find((s) => s.id === subjectId) ?? null;
  const subject = useSubject(jobId, subjectId ?? 0, match?.subjectToken ?? null);
  return { match, token: match?.subjectToken ?? null, subject };
}
