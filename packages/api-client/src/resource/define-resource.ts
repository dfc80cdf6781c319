import { keepPreviousData, queryOptions, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PagedList } from '@shutterday/domain';
import { apiDelete, apiGet, apiPost, apiPut } from '../http/client';
import { toSearchParams, type QueryValue } from '../http/search-params';
import { createQueryKeys } from '../query-keys';
import { storeAnswer } from '../query-answer';

/** Paged list params of a resource (spec §7: page from 1, search, an optional type and the resource's filters). */
export type ResourceListParams = { page?: number; search?: string; type?: string } & Record<string, QueryValue>;

export interface ResourceDefinition<TScope> {
  /** The collection path under /api for this scope, e.g. `studioadmin/studios/1/organizations`. */
  path: (scope: TScope) => string;
}

/**
 * The client side of the server's generic resource helper, made once per resource: typed calls, a query-key
 * factory (all / lists() / list(params) / details() / detail(id)) whose root is the path itself, query
 * options and hooks, and mutations that invalidate exactly what they change — a create or delete the lists,
 * an update its own detail (set from the answer) and the lists; never another resource or another scope.
 */
export function defineResource<TRecord extends { id: number }, TCreate, TUpdate, TScope, TParams extends ResourceListParams = ResourceListParams>(
  definition: ResourceDefinition<TScope>,
) {
  const keys = (scope: TScope) => createQueryKeys(...definition.path(scope).split('/').map((part) => (/^\d+$/.test(part) ? Number(part) : part)));
  const path = definition.path;

  const api = {
    list: (scope: TScope, params: TParams = {} as TParams) => apiGet<PagedList<TRecord>>(path(scope), { searchParams: toSearchParams(params) }),
    get: (scope: TScope, id: number) => apiGet<TRecord>(`${path(scope)}/${id}`),
    create: (scope: TScope, input: TCreate) => apiPost<TRecord>(path(scope), input),
    /** `input` carries the version the record was read at; a stale one fails with status 409. */
    update: (scope: TScope, id: number, input: TUpdate) => apiPut<TRecord>(`${path(scope)}/${id}`, input),
    remove: (scope: TScope, id: number) => apiDelete<void>(`${path(scope)}/${id}`),
  };

  const listQuery = (scope: TScope, params: TParams = {} as TParams) =>
    queryOptions({ queryKey: keys(scope).list(params), queryFn: () => api.list(scope, params), placeholderData: keepPreviousData });
  const detailQuery = (scope: TScope, id: number) => queryOptions({ queryKey: keys(scope).detail(id), queryFn: () => api.get(scope, id) });

  /** A saved record is its own detail as the server answered it; every list of the scope may have changed. */
  const storeAndRefreshLists = (client: QueryClient, scope: TScope) => async (record: TRecord) => {
    await storeAnswer(client, keys(scope).detail(record.id), record);
    await client.invalidateQueries({ queryKey: keys(scope).lists() });
  };

  function useCreate(scope: TScope) {
    const client = useQueryClient();
    return useMutation({
      mutationFn: (input: TCreate) => api.create(scope, input),
      onSuccess: storeAndRefreshLists(client, scope),
    });
  }

  function useUpdate(scope: TScope) {
    const client = useQueryClient();
    return useMutation({
      mutationFn: ({ id, input }: { id: number; input: TUpdate }) => api.update(scope, id, input),
      onSuccess: storeAndRefreshLists(client, scope),
    });
  }

  function useRemove(scope: TScope) {
    const client = useQueryClient();
    return useMutation({
      mutationFn: (id: number) => api.remove(scope, id),
      onSuccess: async (_answer, id) => {
        client.removeQueries({ queryKey: keys(scope).detail(id) });
        await client.invalidateQueries({ queryKey: keys(scope).lists() });
      },
    });
  }

  return {
    keys,
    ...api,
    listQuery,
    detailQuery,
    useList: (scope: TScope, params: TParams = {} as TParams) => useQuery(listQuery(scope, params)),
    useDetail: (scope: TScope, id: number) => useQuery(detailQuery(scope, id)),
    useCreate,
    useUpdate,
    useRemove,
  };
}

export type Resource<TRecord extends { id: number }, TCreate, TUpdate, TScope, TParams extends ResourceListParams = ResourceListParams> = ReturnType<
  typeof defineResource<TRecord, TCreate, TUpdate, TScope, TParams>
>;
