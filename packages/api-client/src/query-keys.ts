/**
 * Query keys per resource (all / lists() / list(params) / details() / detail(id)), so a mutation can
 * invalidate exactly what it changed: `detail(id)` for one record, `lists()` for every list.
 */
export function createQueryKeys<const TScope extends readonly unknown[]>(...scope: TScope) {
  const all = scope;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: (params: object = {}) => [...all, 'list', params] as const,
    details: () => [...all, 'detail'] as const,
    detail: (id: string | number) => [...all, 'detail', id] as const,
  };
}
