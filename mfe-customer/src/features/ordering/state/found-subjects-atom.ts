import type { SubjectMatch } from '@shutterday/domain';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';

/**
 * The subjects a parent found by code or full name, per job, with the signed tokens the server
 * granted. sessionStorage: the children's photos stay reachable while the tab is open (gallery, cart,
 * edit) but a shared device forgets them when it closes.
 */
export type FoundSubjects = Record<string, SubjectMatch[]>;

export const foundSubjectsAtom = atomWithStorage<FoundSubjects>(
  'customerSubjects',
  {},
  createJSONStorage<FoundSubjects>(() => sessionStorage),
  { getOnInit: true },
);

/** Adds or refreshes matches of one job; a sibling found later joins the earlier ones. */
export function withFoundSubjects(found: FoundSubjects, jobId: number, matches: SubjectMatch[]): FoundSubjects {
  const kept = (found[jobId] ?? []).filter((s) => !matches.some((m) => m.id === s.id));
  return { ...found, [jobId]: [...kept, ...matches] };
}
