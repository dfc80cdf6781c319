import { readPersistedCartState, type PersistedCartState } from '@shutterday/domain';
import { atomWithStorage } from 'jotai/utils';

/** Local storage key of the persisted cart state (spec §3: job id, package count, order method). */
export const CART_STATE_STORAGE_KEY = 'cartState';

// A custom storage so that whatever an older build or a user left in local storage is parsed by the
// domain's schema and read as "no cart" when it does not fit, instead of crashing a page.
const storage = {
  getItem: (key: string, initial: PersistedCartState | null) => {
    try {
      return readPersistedCartState(localStorage.getItem(key)) ?? initial;
    } catch {
      return initial;
    }
  },
  setItem: (key: string, value: PersistedCartState | null) => {
    try {
      if (value === null) localStorage.removeItem(key);
      else localStorage.setItem(key, JSON.stringify(value));
    } catch {
      // Private modes may refuse storage: the choice then lives as long as the page.
    }
  },
  removeItem: (key: string) => {
    try {
      localStorage.removeItem(key);
    } catch {
      // as above
    }
  },
};

export const cartStateAtom = atomWithStorage<PersistedCartState | null>(CART_STATE_STORAGE_KEY, null, storage, { getOnInit: true });
