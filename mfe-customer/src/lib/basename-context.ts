import { createContext, useContext } from 'react';

/**
 * The path the shell mounted this app at (e.g. "/demo"). Links between customer pages are built from
 * it, because a relative link from `code/:code` or `:jobId/order/:n` would land under that page.
 */
export const BasenameContext = createContext('');

export function useBasename(): string {
  return useContext(BasenameContext);
}

/** An absolute path inside the studio's area: areaPath('/demo', '12/search') → "/demo/12/search". */
export function areaPath(basename: string, path = ''): string {
  const base = basename.replace(/\/+$/, '');
  const rest = path.replace(/^\/+/, '');
  return rest ? `${base}/${rest}` : base || '/';
}
