import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * A key for this visit of the page: the history entry's own key, which Back and Forward bring back
 * unchanged while a new visit (a link, a reload of another entry) gets a new one. The first page of a
 * tab has no key of its own yet ("default"); it is given one by replacing the entry with itself.
 */
export function useVisitKey(): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const needsKey = location.key === 'default';
  useEffect(() => {
    if (needsKey) void navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: true, state: location.state });
  }, [needsKey, navigate, location]);
  return needsKey ? null : location.key;
}
