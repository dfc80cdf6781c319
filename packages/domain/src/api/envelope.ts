/** Every API answer is one of these two shapes (DESIGN §5). */
export interface ApiData<T> {
  data: T;
}

export interface ApiErrors {
  errors: string[];
}

export type ApiResponse<T> = ApiData<T> | ApiErrors;

/** Paged list answer (spec §3). */
export interface PagedList<T> {
  resultItems: T[];
  currentPage: number;
  pageSize: number;
  totalRecords: number;
}

export interface PageQuery {
  page?: number;
  pageSize?: number;
  search?: string;
}
