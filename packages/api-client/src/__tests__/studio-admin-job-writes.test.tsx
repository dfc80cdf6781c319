/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { apiPost } from '../http/client';
import { organizationJobsResource, useChangeJobState, useCreateJob } from '../endpoints/studio-admin-job-writes';
import { studioJobKeys } from '../endpoints/studio-admin-jobs';
import { organizationKeys } from '../endpoints/studio-admin-organizations';

jest.mock('../http/client', () => ({ apiGet: jest.fn(), apiPost: jest.fn(), apiPut: jest.fn(), apiDelete: jest.fn() }));

const job = { id: 9, organizationId: 3, recordVersion: 2, name: 'Spring Picture Day', published: true };
const lincoln = { studioId: 1, organizationId: 3 };

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  client.setQueryData(organizationJobsResource.keys(lincoln).list({ page: 1 }), { resultItems: [] });
  client.setQueryData(organizationJobsResource.keys({ studioId: 1, organizationId: 4 }).list({ page: 1 }), { resultItems: [] });
  client.setQueryData(studioJobKeys(1).list({ page: 1 }), { resultItems: [] });
  client.setQueryData(organizationKeys(1).list({ page: 1 }), { resultItems: [] });
  client.setQueryData(['studioadmin', 'studios', 1, 'features'], { total: 0 });
  return { client, wrapper };
}
const invalidated = (client: QueryClient, key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;

test('creating a job posts to its organization and refreshes the jobs lists and organizations only', async () => {
  const { client, wrapper } = setup();
  jest.mocked(apiPost).mockResolvedValue(job);
  const { result } = renderHook(() => useCreateJob(1), { wrapper });
  await act(() => result.current.mutateAsync({ organizationId: 3, input: { name: 'Spring Picture Day' } }));
  expect(apiPost).toHaveBeenCalledWith('studioadmin/studios/1/organizations/3/jobs', { name: 'Spring Picture Day' });
  expect(invalidated(client, organizationJobsResource.keys(lincoln).list({ page: 1 }))).toBe(true);
  expect(invalidated(client, studioJobKeys(1).list({ page: 1 }))).toBe(true);
  expect(invalidated(client, organizationKeys(1).list({ page: 1 }))).toBe(true);
  expect(invalidated(client, organizationJobsResource.keys({ studioId: 1, organizationId: 4 }).list({ page: 1 }))).toBe(false);
  expect(invalidated(client, ['studioadmin', 'studios', 1, 'features'])).toBe(false);
  expect(client.getQueryData(studioJobKeys(1).detail(9))).toEqual(job);
});

test('publishing sends the record version the job was read at', async () => {
  const { wrapper } = setup();
  jest.mocked(apiPost).mockResolvedValue({ ...job, recordVersion: 3 });
  const { result } = renderHook(() => useChangeJobState(1), { wrapper });
  await act(() => result.current.mutateAsync({ job, action: 'archive' }));
  expect(apiPost).toHaveBeenLastCalledWith('studioadmin/studios/1/organizations/3/jobs/9/archive', { recordVersion: 2 });
});
