import { createContext, useContext, type ReactNode } from 'react';

interface WriteAccess {
  allowed: boolean;
  /** Why not, in the words of the permission the viewer lacks. */
  reason: string;
}

const WriteAccessContext = createContext<WriteAccess>({ allowed: true, reason: '' });

/**
 * Whether the viewer may change what the pages under it show: an area whose permission the viewer lacks
 * (the organization editor without "Edit organizations, jobs, subjects and photos") shows its records,
 * with no Save, Delete or New; the server refuses those writes anyway. Everywhere else, writing is allowed.
 */
export function WriteAccessProvider({ allowed, reason, children }: WriteAccess & { children: ReactNode }) {
  return <WriteAccessContext.Provider value={{ allowed, reason }}>{children}</WriteAccessContext.Provider>;
}

export const useWriteAccess = (): WriteAccess => useContext(WriteAccessContext);
