import type { CustomerStudio } from '@shutterday/domain';
import { useOutletContext } from 'react-router';

/** The studio the customer layout loaded; every page under it may rely on it being there. */
export function useStudio(): CustomerStudio {
  return useOutletContext<CustomerStudio>();
}
