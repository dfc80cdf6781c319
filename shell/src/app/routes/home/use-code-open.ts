import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { findCode, isApiError } from '@shutterday/api-client';

/**
 * Finds which studio a typed code belongs to and goes to `/{studioSlug}/code/{code}`, where the studio's
 * page opens the child's photos, the job or the studio's events. A miss answers the server's sentence
 * (an unknown code, a code two studios use).
 */
export function useCodeOpen(): (code: string) => Promise<string | null> {
  const navigate = useNavigate();
  return useCallback(
    async (code) => {
      try {
        const { studioSlug } = await findCode(code);
        void navigate(`/${encodeURIComponent(studioSlug)}/code/${encodeURIComponent(code)}`);
        return null;
      } catch (error) {
        return isApiError(error) && error.status < 500 ? error.message : 'We could not open this code. Please try again.';
      }
    },
    [navigate],
  );
}
