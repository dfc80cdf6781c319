import type { CustomerJob, CustomerJobAvailability } from '@shutterday/domain';
import { createContext, useContext } from 'react';

/** The job every page under `/:studioSlug/:jobId` works on, loaded once by the job session route. */
export interface JobContextValue {
  jobId: number;
  job: CustomerJob;
  availability: CustomerJobAvailability;
}

export const JobContext = createContext<JobContextValue | null>(null);

export function useJobContext(): JobContextValue {
  const value = useContext(JobContext);
  if (!value) throw new Error('useJobContext is used outside the job session route');
  return value;
}
