import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PagedList } from '@shutterday/domain';
import { type GalleryProcessing } from '@shutterday/domain/staff';
import type { AdminStudiosParams } from './admin-studios';
import { apiGet, toSearchParams, createQueryKeys } from '@shutterday/api-client';

export const galleriesProcessingKeys = createQueryKeys('admin', 'galleries-processing');

/** Per job, its photos and how far their processing got (the system admin's galleries-processing log). */
export const galleriesProcessingQuery = (params: AdminStudiosParams = {}) =>
  queryOptions({
    queryKey: galleriesProcessingKeys.list(params),
    queryFn: () => apiGet<PagedList<GalleryProcessing>>('admin/galleries-processing', { searchParams: toSearchParams({ ...params }) }),
    placeholderData: keepPreviousData,
  });
export const useGalleriesProcessing = (params: AdminStudiosParams = {}) => useQuery(galleriesProcessingQuery(params));
