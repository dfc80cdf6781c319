import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import type { UserPreferences } from '@shutterday/domain';

/**
 * The signed-in staff member's preferences as this browser last heard them (spec §3, defaults 200, 6,
 * off), kept in localStorage so a reload paints the right theme at once, before the server answers. The
 * server's copy (GET .../UserPreferences) wins whenever a studio page reads it.
 */
export const STAFF_PREFERENCES_KEY = 'shutterday.staffPreferences';

export type StaffPreferences = Pick<UserPreferences, 'useDarkMode' | 'buildImagesPerRow' | 'buildMaximumCropperSize'>;
export const DEFAULT_STAFF_PREFERENCES: StaffPreferences = { buildMaximumCropperSize: 200, buildImagesPerRow: 6, useDarkMode: false };

function stored(): StaffPreferences {
  try {
    const saved = JSON.parse(localStorage.getItem(STAFF_PREFERENCES_KEY) ?? 'null') as Partial<StaffPreferences> | null;
    return { ...DEFAULT_STAFF_PREFERENCES, ...(saved && typeof saved === 'object' ? saved : {}) };
  } catch {
    return DEFAULT_STAFF_PREFERENCES;
  }
}

const current = atom<StaffPreferences>(stored());

/** The preferences in force; writing them also keeps them for the next reload. */
export const staffPreferencesAtom = atom(
  (get) => get(current),
  (_get, set, next: StaffPreferences) => {
    set(current, next);
    try {
      localStorage.setItem(STAFF_PREFERENCES_KEY, JSON.stringify(next));
    } catch {
      // Private mode or a full quota: the theme still follows the server for this visit.
    }
  },
);

/** True while a staff area (a page with the admin frame) is on screen: a parent's pages always stay light. */
export const staffAreaAtom = atom(false);

/** Whether the platform draws with antd's dark algorithm now. */
export const darkThemeAtom = atom((get) => get(staffAreaAtom) && get(current).useDarkMode);

export const useStaffPreferences = (): StaffPreferences => useAtomValue(staffPreferencesAtom);

/** Takes the server's preferences, once read, as the ones in force (and the ones a reload starts with). */
export function useSyncStaffPreferences(preferences: StaffPreferences | undefined): void {
  const set = useSetAtom(staffPreferencesAtom);
  const { useDarkMode, buildImagesPerRow, buildMaximumCropperSize } = preferences ?? {};
  useEffect(() => {
    if (useDarkMode === undefined || buildImagesPerRow === undefined || buildMaximumCropperSize === undefined) return;
    set({ useDarkMode, buildImagesPerRow, buildMaximumCropperSize });
  }, [set, useDarkMode, buildImagesPerRow, buildMaximumCropperSize]);
}

/** Marks a staff area as shown while the calling component is mounted. */
export function useStaffArea(): void {
  const set = useSetAtom(staffAreaAtom);
  useEffect(() => {
    set(true);
    return () => set(false);
  }, [set]);
}
