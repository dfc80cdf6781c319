import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { logout, queryClient } from '@shutterday/api-client';
import { LoadingBlock } from '@shutterday/ui/lean';

/** Logs out (both tokens cleared, refresh token revoked best effort) and drops the cached data of that user. */
export default function LogoutPage() {
  const navigate = useNavigate();
  useEffect(() => {
    let active = true;
    void logout().finally(() => {
      queryClient.clear();
      if (active) navigate('/login', { replace: true });
    });
    return () => {
      active = false;
    };
  }, [navigate]);
  return <LoadingBlock fullPage />;
}
