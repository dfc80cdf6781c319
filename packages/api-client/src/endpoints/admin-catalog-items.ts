import type { PagedList } from '@shutterday/domain';
import type { CatalogItemCreate, CatalogItemRecord, CatalogItemUpdate, CatalogTagSummary } from '@shutterday/domain/staff';
import { useQuery } from '@tanstack/react-query';
import { apiGet, defineResource } from '@shutterday/api-client';

/** The product catalogue's items (GET, POST /api/admin/catalog-items; GET, PUT, DELETE .../{id}). */
export const catalogItemsResource = defineResource<CatalogItemRecord, CatalogItemCreate, CatalogItemUpdate, void>({ path: () => 'admin/catalog-items' });

/** GET /api/admin/catalog-tags: every tag in use with how many items carry it (read again after any item change). */
export const useCatalogTags = () => useQuery({ queryKey: ['admin', 'catalog-items', 'tags'], queryFn: () => apiGet<CatalogTagSummary[]>('admin/catalog-tags'), staleTime: 0 });

/** GET /api/studioadmin/studios/{id}/catalog-items: the catalogue a studio starts package items from (the first page of 200, A to Z). */
export const useStudioCatalogItems = (studioId: number) =>
  useQuery({ queryKey: ['studioadmin', 'studios', studioId, 'catalog-items'], queryFn: () => apiGet<PagedList<CatalogItemRecord>>(`studioadmin/studios/${studioId}/catalog-items?pageSize=200`), staleTime: 5 * 60_000 });
