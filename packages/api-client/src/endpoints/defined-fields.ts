import { useQuery } from '@tanstack/react-query';
import type { PagedList } from '@shutterday/domain';
import type { DefinedFieldCreate, DefinedFieldRecord, DefinedFieldUpdate } from '@shutterday/domain/staff';
import { apiGet, createQueryKeys, defineResource } from '@shutterday/api-client';

/** The system administrator's library (GET, POST /api/admin/defined-fields; GET, PUT, DELETE .../{id}). */
export const definedFieldsResource = defineResource<DefinedFieldRecord, DefinedFieldCreate, DefinedFieldUpdate, void>({ path: () => 'admin/defined-fields' });

/** GET /api/v3/defined-fields: the questions staff copy into a job's prefields (the first 200, by question). */
export const useDefinedFieldLibrary = () =>
  useQuery({
    queryKey: createQueryKeys('v3', 'defined-fields').all,
    queryFn: () => apiGet<PagedList<DefinedFieldRecord>>('v3/defined-fields', { searchParams: { pageSize: 200 } }),
    staleTime: 300_000,
  });
