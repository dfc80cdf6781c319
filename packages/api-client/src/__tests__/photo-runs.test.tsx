/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { apiPost } from '../http/client';
import { imageLookupKeys, useImageLookupActions } from '../endpoints/studio-admin-image-lookups';

jest.mock('../http/client', () => ({ apiGet: jest.fn(), apiPost: jest.fn(), apiPatch: jest.fn(), apiDelete: jest.fn() }));

const scope = { studioId: 1, organizationId: 2, jobId: 3 };

test("assigning a run is one request to the job's runs, naming its card, and refreshes the job's photos and runs", async () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const runsKey = [...imageLookupKeys(scope).all, 'runs'];
  client.setQueryData(runsKey, { pending: 0, runs: [], subjectsWithoutPhotos: [] });
  jest.mocked(apiPost).mockResolvedValue(undefined);
  const { result } = renderHook(() => useImageLookupActions(scope), { wrapper });
  await act(() => result.current.assignRun.mutateAsync({ subjectId: 9, imageLookupIds: [41, 42], cardImageLookupId: 40 }));
  expect(apiPost).toHaveBeenCalledTimes(1);
  expect(apiPost).toHaveBeenCalledWith('studioadmin/studios/1/organizations/2/jobs/3/imagelookups/runs/assign', { subjectId: 9, imageLookupIds: [41, 42], cardImageLookupId: 40 });
  expect(client.getQueryState(runsKey)?.isInvalidated).toBe(true);
});
