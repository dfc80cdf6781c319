/** A page request after validation: 1-based page and a bounded page size. */
export interface Page {
  page: number;
  pageSize: number;
}

export function offsetOf(page: Page): number {
  return (page.page - 1) * page.pageSize;
}

/** Escapes LIKE wildcards so a search for "50%" matches the text "50%". */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
