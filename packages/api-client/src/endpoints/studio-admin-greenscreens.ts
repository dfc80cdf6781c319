import { type StudioGreenScreen } from '@shutterday/domain/staff';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { JobScope } from './studio-admin-job-catalog';
import { apiDelete, apiGet, apiUpload, createQueryKeys } from '@shutterday/api-client';

const path = ({ studioId, jobId }: JobScope) => `studioadmin/studios/${studioId}/jobs/${jobId}/greenscreens`;
const keys = (scope: JobScope) => createQueryKeys('studioadmin', 'studios', scope.studioId, 'jobs', scope.jobId, 'greenscreens');

export const useJobGreenScreens = (scope: JobScope) => useQuery({ queryKey: keys(scope).all, queryFn: () => apiGet<StudioGreenScreen[]>(path(scope)) });

export function useGreenScreenActions(scope: JobScope) {
  const client = useQueryClient();
  const invalidate = () => client.invalidateQueries({ queryKey: keys(scope).all });
  return {
    upload: useMutation({
      mutationFn: ({ name, priceCents, file }: { name: string; priceCents: number; file: File }) => {
        const form = new FormData();
        form.append('name', name);
        form.append('price', String(priceCents));
        form.append('file', file, file.name);
        return apiUpload<StudioGreenScreen>('POST', path(scope), form);
      },
      onSuccess: invalidate,
    }),
    remove: useMutation({ mutationFn: (id: number) => apiDelete<void>(`${path(scope)}/${id}`), onSuccess: invalidate }),
  };
}
