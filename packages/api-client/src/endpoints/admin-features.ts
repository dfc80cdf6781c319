import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Feature, PlatformFeature } from '@shutterday/domain';
import { apiDelete, apiGet, apiPut, createQueryKeys } from '@shutterday/api-client';
import { storeAnswer } from '../query-answer';

export const adminFeatureKeys = createQueryKeys('admin', 'features');
const studioFeaturesKey = (studioId: number) => ['admin', 'studios', studioId, 'features'] as const;

/** GET /api/admin/features: every feature of the platform with how many studios have it on. */
export const usePlatformFeatures = () => useQuery(queryOptions({ queryKey: adminFeatureKeys.all, queryFn: () => apiGet<PlatformFeature[]>('admin/features') }));

/** GET /api/admin/studios/{studioId}/features: what one studio has on (none asked while no studio is chosen). */
export const useAdminStudioFeatures = (studioId: number | undefined) =>
  useQuery({ queryKey: studioFeaturesKey(studioId ?? 0), queryFn: () => apiGet<Feature[]>(`admin/studios/${studioId}/features`), enabled: studioId !== undefined });

/** PUT (on) or DELETE (off) .../studios/{studioId}/features/{identifier}; the answer is the studio's features, and the counts are read again. */
export function useSwitchStudioFeature(studioId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ identifier, on }: { identifier: string; on: boolean }) => {
      const path = `admin/studios/${studioId}/features/${encodeURIComponent(identifier)}`;
      return on ? apiPut<Feature[]>(path, {}) : apiDelete<Feature[]>(path);
    },
    onSuccess: async (features) => {
      await storeAnswer(client, studioFeaturesKey(studioId), features);
      await client.invalidateQueries({ queryKey: adminFeatureKeys.all });
    },
  });
}
