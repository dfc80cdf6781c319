/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { apiDelete, apiGet, apiPost, apiPut } from '../../http/client';
import { defineResource } from '../define-resource';

jest.mock('../../http/client', () => ({ apiGet: jest.fn(), apiPost: jest.fn(), apiPut: jest.fn(), apiDelete: jest.fn() }));

interface Club {
  id: number;
  version: number;
  name: string;
}
const clubs = defineResource<Club, { name: string }, { name: string; version: number }, { studioId: number }>({
  path: ({ studioId }) => `studioadmin/studios/${studioId}/clubs`,
});
const studio1 = { studioId: 1 };

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { client, wrapper };
}

/** Puts a list, a detail, another detail and another studio's list in the cache. */
function seed(client: QueryClient) {
  client.setQueryData(clubs.keys(studio1).list({ page: 1 }), { resultItems: [] });
  client.setQueryData(clubs.keys(studio1).detail(7), { id: 7, version: 1, name: 'Seven' });
  client.setQueryData(clubs.keys(studio1).detail(8), { id: 8, version: 1, name: 'Eight' });
  client.setQueryData(clubs.keys({ studioId: 2 }).list({ page: 1 }), { resultItems: [] });
}
const invalidated = (client: QueryClient, key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated ?? 'gone';

test('calls the spec §7 paths with page, search and type as query parameters', async () => {
  jest.mocked(apiGet).mockResolvedValue({ resultItems: [], currentPage: 2, pageSize: 50, totalRecords: 0 });
  await clubs.list(studio1, { page: 2, search: 'oak', type: '' });
  expect(apiGet).toHaveBeenCalledWith('studioadmin/studios/1/clubs', { searchParams: { page: '2', search: 'oak' } });
  await clubs.get(studio1, 7);
  expect(apiGet).toHaveBeenLastCalledWith('studioadmin/studios/1/clubs/7');
  await clubs.update(studio1, 7, { name: 'Oak', version: 3 });
  expect(apiPut).toHaveBeenCalledWith('studioadmin/studios/1/clubs/7', { name: 'Oak', version: 3 });
  await clubs.remove(studio1, 7);
  expect(apiDelete).toHaveBeenCalledWith('studioadmin/studios/1/clubs/7');
});

test('keys nest under the path, so one scope never touches another', () => {
  expect(clubs.keys(studio1).all).toEqual(['studioadmin', 'studios', 1, 'clubs']);
  expect(clubs.keys(studio1).detail(7)).toEqual(['studioadmin', 'studios', 1, 'clubs', 'detail', 7]);
});

test('an update sets its own detail from the answer and invalidates the lists only', async () => {
  const { client, wrapper } = setup();
  seed(client);
  jest.mocked(apiPut).mockResolvedValue({ id: 7, version: 2, name: 'Seven Oaks' });
  const { result } = renderHook(() => clubs.useUpdate(studio1), { wrapper });
  await act(() => result.current.mutateAsync({ id: 7, input: { name: 'Seven Oaks', version: 1 } }));
  expect(client.getQueryData(clubs.keys(studio1).detail(7))).toEqual({ id: 7, version: 2, name: 'Seven Oaks' });
  expect(invalidated(client, clubs.keys(studio1).list({ page: 1 }))).toBe(true);
  expect(invalidated(client, clubs.keys(studio1).detail(8))).toBe(false);
  expect(invalidated(client, clubs.keys({ studioId: 2 }).list({ page: 1 }))).toBe(false);
});

test('a create invalidates the lists; a delete drops its detail and invalidates the lists', async () => {
  const { client, wrapper } = setup();
  seed(client);
  jest.mocked(apiPost).mockResolvedValue({ id: 9, version: 1, name: 'Nine' });
  jest.mocked(apiDelete).mockResolvedValue(undefined);
  const create = renderHook(() => clubs.useCreate(studio1), { wrapper });
  await act(() => create.result.current.mutateAsync({ name: 'Nine' }));
  expect(invalidated(client, clubs.keys(studio1).list({ page: 1 }))).toBe(true);
  expect(invalidated(client, clubs.keys(studio1).detail(7))).toBe(false);

  const remove = renderHook(() => clubs.useRemove(studio1), { wrapper });
  await act(() => remove.result.current.mutateAsync(7));
  expect(invalidated(client, clubs.keys(studio1).detail(7))).toBe('gone');
  expect(invalidated(client, clubs.keys(studio1).detail(8))).toBe(false);
  expect(invalidated(client, clubs.keys({ studioId: 2 }).list({ page: 1 }))).toBe(false);
});
