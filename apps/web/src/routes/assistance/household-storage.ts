/**
 * Where the household's facts are kept: in this browser only. By default for this tab (sessionStorage,
 * gone when it closes); on "Remember on this device" in localStorage. They are never sent to the server.
 */
import { householdFrom, type HouseholdFacts } from '@fp/domain';

export const HOUSEHOLD_KEY = 'fp.assistance.household';

function store(kind: 'session' | 'local'): Storage | null {
  try {
    return kind === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return null; // Storage refused (private mode, blocked cookies): the facts live in the form only.
  }
}

function read(kind: 'session' | 'local'): HouseholdFacts | null {
  try {
    const text = store(kind)?.getItem(HOUSEHOLD_KEY);
    return text ? householdFrom(JSON.parse(text)) : null;
  } catch {
    return null;
  }
}

/** The household kept in this browser, and whether it is remembered beyond this tab. */
export function loadHousehold(): { household: HouseholdFacts | null; remembered: boolean } {
  const local = read('local');
  return local ? { household: local, remembered: true } : { household: read('session'), remembered: false };
}

export function saveHousehold(household: HouseholdFacts, remember: boolean): void {
  const text = JSON.stringify(household);
  try {
    store('session')?.setItem(HOUSEHOLD_KEY, text);
    if (remember) store('local')?.setItem(HOUSEHOLD_KEY, text);
    else store('local')?.removeItem(HOUSEHOLD_KEY);
  } catch {
    // A full or blocked storage only means the facts are not kept; the answer is still shown.
  }
}

export function forgetHousehold(): void {
  try {
    store('session')?.removeItem(HOUSEHOLD_KEY);
    store('local')?.removeItem(HOUSEHOLD_KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}
