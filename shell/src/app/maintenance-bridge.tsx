import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { setMaintenanceHandler } from '@shutterday/api-client';

export const MAINTENANCE_PATH = '/maintenance';

/** The API client reports a 503; the shell, which owns the router, shows the maintenance page (spec §8). */
export function MaintenanceBridge() {
  const navigate = useNavigate();
  const location = useLocation();
  const from = `${location.pathname}${location.search}`;
  useEffect(() => {
    setMaintenanceHandler(() => {
      if (window.location.pathname === MAINTENANCE_PATH) return;
      navigate(MAINTENANCE_PATH, { state: { from } });
    });
    return () => setMaintenanceHandler(null);
  }, [navigate, from]);
  return null;
}
