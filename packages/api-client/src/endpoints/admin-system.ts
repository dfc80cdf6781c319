import { useQuery } from '@tanstack/react-query';
import type { SystemStatus } from '@shutterday/domain/staff';
import { apiGet, createQueryKeys } from '@shutterday/api-client';

export const adminSystemKeys = createQueryKeys('admin', 'system');

/** GET /api/admin/system, read again every minute while the page is open. */
export const useSystemStatus = () => useQuery({ queryKey: adminSystemKeys.all, queryFn: () => apiGet<SystemStatus>('admin/system'), refetchInterval: 60_000 });
