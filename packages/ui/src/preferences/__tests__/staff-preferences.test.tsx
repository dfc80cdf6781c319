import { act, render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { createStore } from 'jotai';
import { useState } from 'react';
import { PlatformProviders } from '../../platform-providers/platform-providers';
import type * as preferencesModule from '../staff-preferences';
import { STAFF_PREFERENCES_KEY, useStaffArea, useStaffPreferences, useSyncStaffPreferences, type StaffPreferences } from '../staff-preferences';

function Surface() {
  const { token } = theme.useToken();
  const { buildImagesPerRow } = useStaffPreferences();
  return <p>{`surface ${token.colorBgContainer}, primary ${token.colorPrimary}, ${buildImagesPerRow} per row`}</p>;
}

function StaffPage({ preferences }: { preferences?: StaffPreferences }) {
  useStaffArea();
  useSyncStaffPreferences(preferences);
  return <Surface />;
}

let showStaffPage: (preferences: StaffPreferences | null) => void = () => {};
function Pages() {
  const [staff, setStaff] = useState<StaffPreferences | null>(null);
  showStaffPage = setStaff;
  return staff ? <StaffPage preferences={staff} /> : <Surface />;
}

const dark: StaffPreferences = { useDarkMode: true, buildImagesPerRow: 4, buildMaximumCropperSize: 300 };

describe("a staff member's preferences", () => {
  beforeEach(() => localStorage.clear());

  it("turn the staff pages dark once the server's copy says so, keep them for the next visit, and leave a parent's pages light", () => {
    render(<PlatformProviders><Pages /></PlatformProviders>);
    expect(screen.getByText('surface #ffffff, primary #0958d9, 6 per row')).toBeInTheDocument();
    act(() => showStaffPage(dark));
    expect(screen.getByText('surface #141414, primary #7eafdc, 4 per row')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(STAFF_PREFERENCES_KEY)!)).toEqual(dark);
    // Leaving the staff area (a studio's page for parents, in the same tab) goes back to the light theme.
    act(() => showStaffPage(null));
    expect(screen.getByText('surface #ffffff, primary #0958d9, 4 per row')).toBeInTheDocument();
  });

  it('start, after a reload, from what this browser last heard, before the server answers', () => {
    localStorage.setItem(STAFF_PREFERENCES_KEY, JSON.stringify(dark));
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh module is what a reload gives
      const fresh = require('../staff-preferences') as typeof preferencesModule;
      const store = createStore();
      expect(store.get(fresh.darkThemeAtom)).toBe(false);
      store.set(fresh.staffAreaAtom, true);
      expect(store.get(fresh.darkThemeAtom)).toBe(true);
      expect(store.get(fresh.staffPreferencesAtom).buildMaximumCropperSize).toBe(300);
    });
  });

  it('fall back to the spec defaults (200, 6, off) when what the browser kept is unreadable', () => {
    localStorage.setItem(STAFF_PREFERENCES_KEY, '{not json');
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh module is what a reload gives
      const fresh = require('../staff-preferences') as typeof preferencesModule;
      expect(createStore().get(fresh.staffPreferencesAtom)).toEqual({ buildMaximumCropperSize: 200, buildImagesPerRow: 6, useDarkMode: false });
    });
  });
});
