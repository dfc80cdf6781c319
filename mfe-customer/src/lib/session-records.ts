import { useAtom, type WritableAtom } from 'jotai';
import { atomWithStorage, createJSONStorage, type RESET } from 'jotai/utils';
import { useCallback } from 'react';

/** Entries kept by one record: the newest win, so a long session never fills the tab's storage. */
const MAX_ENTRIES = 20;

type RecordAtom<T> = WritableAtom<Record<string, T>, [Record<string, T> | typeof RESET | ((prev: Record<string, T>) => Record<string, T> | typeof RESET)], void>;

export const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Work a parent typed, by page or job, in sessionStorage (issue 18: a reload on a phone loses nothing;
 * a shared device forgets it when the tab closes). What an older build or a hand left there is read
 * entry by entry: an entry that does not fit is dropped, never a crash. A full or refused storage
 * keeps the value for the page's lifetime only.
 */
export function sessionRecordAtom<T>(storageKey: string, fits: (entry: unknown) => entry is T): RecordAtom<T> {
  const json = createJSONStorage<Record<string, T>>(() => sessionStorage);
  const storage = {
    ...json,
    getItem: (key: string, initial: Record<string, T>) => {
      try {
        const stored: unknown = json.getItem(key, initial);
        if (!isObject(stored)) return initial;
        return Object.fromEntries(Object.entries(stored).filter(([, entry]) => fits(entry))) as Record<string, T>;
      } catch {
        return initial;
      }
    },
    setItem: (key: string, value: Record<string, T>) => {
      try {
        json.setItem(key, value);
      } catch {
        // Quota or a private mode: the record lives as long as the page.
      }
    },
    removeItem: (key: string) => {
      try {
        json.removeItem(key);
      } catch {
        // as above
      }
    },
  };
  return atomWithStorage<Record<string, T>>(storageKey, {}, storage, { getOnInit: true });
}

/** Not an integer-like key: objects list those first, and the oldest entries must be the first ones. */
const storedKey = (name: string) => `@${name}`;

/** The record with one entry set as the newest, the oldest dropped past the limit. */
export function withEntry<T>(record: Record<string, T>, name: string, value: T): Record<string, T> {
  const key = storedKey(name);
  const { [key]: _replaced, ...others } = record;
  const kept = Object.entries(others).slice(-(MAX_ENTRIES - 1));
  return { ...Object.fromEntries(kept), [key]: value };
}

/** One entry of a session record: its value, a setter that makes it the newest, and its removal. */
export function useSessionEntry<T>(record: RecordAtom<T>, name: string | null) {
  const [all, setAll] = useAtom(record);
  const key = name === null ? null : storedKey(name);
  const set = useCallback(
    (value: T) => {
      if (name === null) return;
      setAll((prev) => withEntry(prev, name, value));
    },
    [name, setAll],
  );
  const remove = useCallback(() => {
    if (key === null) return;
    setAll((prev) => {
      if (!(key in prev)) return prev;
      const { [key]: _removed, ...others } = prev;
      return others;
    });
  }, [key, setAll]);
  return { value: key === null ? undefined : all[key], set, remove };
}
