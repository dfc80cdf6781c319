import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlatformConfiguration, PlatformConfigurationUpdate } from '@shutterday/domain/staff';
import { apiGet, apiPut, createQueryKeys } from '@shutterday/api-client';
import { storeAnswer } from '../query-answer';

export const adminConfigurationKeys = createQueryKeys('admin', 'configuration');

/** GET /api/admin/configuration: the platform's settings in force and their version. */
export const usePlatformConfiguration = () => useQuery({ queryKey: adminConfigurationKeys.all, queryFn: () => apiGet<PlatformConfiguration>('admin/configuration') });

/** PUT /api/admin/configuration with the version read (409 when it moved on); the answer is the new configuration. */
export function useSavePlatformConfiguration() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: PlatformConfigurationUpdate) => apiPut<PlatformConfiguration>('admin/configuration', input),
    onSuccess: (saved) => storeAnswer(client, adminConfigurationKeys.all, saved),
  });
}
