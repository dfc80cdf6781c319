/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { apiPut } from '../http/client';
import { jobSettingsKeys, useSaveJobSettings } from '../endpoints/studio-admin-job-settings';
import { studioJobKeys } from '../endpoints/studio-admin-jobs';

jest.mock('../http/client', () => ({ apiGet: jest.fn(), apiPost: jest.fn(), apiPut: jest.fn(), apiDelete: jest.fn() }));

const preorder = { prepayAvailable: true, importedData: false, opensOn: null, closesOn: '2027-05-31', recordVersion: 4 };

test('saving a tab puts it, keeps its answer, and refetches the other tabs and the job (their record version moved)', async () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const keys = jobSettingsKeys(1, 9);
  client.setQueryData(keys.tab('gallery'), { recordVersion: 3 });
  client.setQueryData(studioJobKeys(1).detail(9), { id: 9 });
  client.setQueryData(studioJobKeys(1).detail(10), { id: 10 });
  jest.mocked(apiPut).mockResolvedValue(preorder);
  const { result } = renderHook(() => useSaveJobSettings(1, 9, 'preorder'), { wrapper });
  await act(() => result.current.mutateAsync({ ...preorder, recordVersion: 3 }));
  expect(apiPut).toHaveBeenCalledWith('studioadmin/studios/1/jobs/9/settings/preorder', { ...preorder, recordVersion: 3 });
  expect(client.getQueryData(keys.tab('preorder'))).toEqual(preorder);
  expect(client.getQueryState(keys.tab('preorder'))?.isInvalidated).toBe(false);
  expect(client.getQueryState(keys.tab('gallery'))?.isInvalidated).toBe(true);
  expect(client.getQueryState(studioJobKeys(1).detail(9))?.isInvalidated).toBe(true);
  expect(client.getQueryState(studioJobKeys(1).detail(10))?.isInvalidated).toBe(false);
});
