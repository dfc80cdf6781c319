import type { WatermarkSettings, WatermarkView } from '@shutterday/domain/staff';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiGetFile, apiPut, apiUpload, createQueryKeys } from '@shutterday/api-client';
import { storeAnswer } from '../query-answer';

/** Whose mark: the platform's (system admin → Watermarks) or one studio's own (studio settings). */
export type WatermarkScope = { studioId: number } | 'platform';

const path = (scope: WatermarkScope) => (scope === 'platform' ? 'admin/watermark' : `studioadmin/studios/${scope.studioId}/watermark`);
export const watermarkKeys = (scope: WatermarkScope) => (scope === 'platform' ? createQueryKeys('admin', 'watermark') : createQueryKeys('studioadmin', 'studios', scope.studioId, 'watermark'));

/**
 * GET …/watermark: the mark in force and how many proofs still carry an older one. While proofs are being
 * re-marked it asks again every 2 seconds, so the progress moves on screen without a reload.
 */
export const useWatermark = (scope: WatermarkScope) =>
  useQuery({
    queryKey: watermarkKeys(scope).all,
    queryFn: () => apiGet<WatermarkView>(path(scope)),
    refetchInterval: (query) => ((query.state.data?.previews.remaining ?? 0) > 0 ? 2000 : false),
  });

/** GET …/watermark/sample: a sample photo with the mark in force (refetched after every change). */
export const useWatermarkSample = (scope: WatermarkScope) =>
  useQuery({ queryKey: [...watermarkKeys(scope).all, 'sample'], queryFn: async () => (await apiGetFile(`${path(scope)}/sample`, 'sample.jpg')).blob });

export function useWatermarkActions(scope: WatermarkScope) {
  const client = useQueryClient();
  const saved = async (view: WatermarkView) => {
    await storeAnswer(client, watermarkKeys(scope).all, view);
    await client.invalidateQueries({ queryKey: [...watermarkKeys(scope).all, 'sample'] });
  };
  return {
    save: useMutation({ mutationFn: (settings: WatermarkSettings) => apiPut<WatermarkView>(path(scope), settings), onSuccess: saved }),
    uploadPicture: useMutation({
      mutationFn: (file: File) => {
        const form = new FormData();
        form.append('file', file, file.name);
        return apiUpload<WatermarkView>('POST', `${path(scope)}/picture`, form);
      },
      onSuccess: saved,
    }),
    remove: useMutation({ mutationFn: () => apiDelete<WatermarkView>(path(scope)), onSuccess: saved }),
  };
}
