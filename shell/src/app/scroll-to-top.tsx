import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** After each navigation the page starts at the top (spec §1). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
