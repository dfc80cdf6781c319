import { atom } from 'jotai';

/**
 * The customer session of spec §3/§4, in memory: the job being ordered from and the subject chosen.
 * It is cleared when the job id becomes empty (the parent left the job's pages).
 */
export interface CustomerSession {
  jobId: number;
  subjectId: number | null;
}

export const customerSessionAtom = atom<CustomerSession | null>(null);
