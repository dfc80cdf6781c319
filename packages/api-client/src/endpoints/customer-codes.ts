import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CodeDestination } from '@shutterday/domain/codes';
import { apiGet } from '../http/client';
import { toSearchParams } from '../http/search-params';
import { createQueryKeys } from '../query-keys';

/** A code typed in a "Have a code?" box: a child's, a job's or a studio's (`studio` narrows to one studio by slug). */
export const codeKeys = createQueryKeys('customer', 'codes');
export const findCode = (code: string, studio?: string) =>
  apiGet<CodeDestination>(`customer/codes/${encodeURIComponent(code)}`, { searchParams: toSearchParams({ studio }) });
export const codeDestinationQuery = (code: string, studio?: string) =>
  queryOptions({ queryKey: [...codeKeys.detail(code), studio ?? ''], queryFn: () => findCode(code, studio), retry: false, staleTime: Infinity });
export const useCodeDestination = (code: string | undefined, studio?: string) =>
  useQuery({ ...codeDestinationQuery(code ?? '', studio), enabled: Boolean(code) });
