/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { apiDelete, apiGet, apiPost, apiPut } from '../http/client';
import { imageLookupKeys, useImageLookupActions, usePhotosById } from '../endpoints/studio-admin-image-lookups';

jest.mock('../http/client', () => ({ apiGet: jest.fn(), apiPost: jest.fn(), apiPatch: jest.fn(), apiPut: jest.fn(), apiDelete: jest.fn() }));

const scope = { studioId: 1, organizationId: 2, jobId: 3 };

/** A query client holding the job's runs, to see which actions refresh them. */
function withRuns() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const runsKey = [...imageLookupKeys(scope).all, 'runs'];
  client.setQueryData(runsKey, { pending: 0, runs: [], subjectsWithoutPhotos: [] });
  return { client, wrapper, runsKey };
}

test("assigning a run is one request to the job's runs, naming its card, and refreshes the job's photos and runs", async () => {
  const { client, wrapper, runsKey } = withRuns();
  jest.mocked(apiPost).mockResolvedValue(undefined);
  const { result } = renderHook(() => useImageLookupActions(scope), { wrapper });
  await act(() => result.current.assignRun.mutateAsync({ subjectId: 9, imageLookupIds: [41, 42], cardImageLookupId: 40 }));
  expect(apiPost).toHaveBeenCalledTimes(1);
  expect(apiPost).toHaveBeenCalledWith('studioadmin/studios/1/organizations/2/jobs/3/imagelookups/runs/assign', { subjectId: 9, imageLookupIds: [41, 42], cardImageLookupId: 40 });
  expect(client.getQueryState(runsKey)?.isInvalidated).toBe(true);
});

test('marking a photo as a card is one PUT of the child (or none), unmarking one DELETE, each refreshing the runs', async () => {
  const { client, wrapper, runsKey } = withRuns();
  jest.mocked(apiPut).mockResolvedValue(undefined);
  jest.mocked(apiDelete).mockResolvedValue(undefined);
  const { result } = renderHook(() => useImageLookupActions(scope), { wrapper });
  await act(() => result.current.markCard.mutateAsync({ id: 55 }));
  await act(() => result.current.markCard.mutateAsync({ id: 56, subjectId: 9 }));
  await act(() => result.current.unmarkCard.mutateAsync(55));
  expect(jest.mocked(apiPut).mock.calls).toEqual([
    ['studioadmin/studios/1/organizations/2/jobs/3/imagelookups/55/card', { subjectId: null }],
    ['studioadmin/studios/1/organizations/2/jobs/3/imagelookups/56/card', { subjectId: 9 }],
  ]);
  expect(apiDelete).toHaveBeenCalledWith('studioadmin/studios/1/organizations/2/jobs/3/imagelookups/55/card');
  expect(client.getQueryState(runsKey)?.isInvalidated).toBe(true);
});

test("a run's photos are asked for by id, in one request, only when shown", async () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  jest.mocked(apiGet).mockResolvedValue({ resultItems: [], currentPage: 1, pageSize: 2, totalRecords: 0 });
  const { rerender } = renderHook(({ shown }) => usePhotosById(scope, [41, 42], shown), { wrapper, initialProps: { shown: false } });
  expect(apiGet).not.toHaveBeenCalled();
  rerender({ shown: true });
  await act(async () => {});
  expect(apiGet).toHaveBeenCalledTimes(1);
  expect(jest.mocked(apiGet).mock.calls[0]![1]).toEqual({ searchParams: { ids: '41,42', pageSize: '2' } });
});
