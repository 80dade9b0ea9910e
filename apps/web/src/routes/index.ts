/**
 * Screen templates and their code. Template names follow the older site: underscores become slashes
 * ("account_set" → /account/set) and "index" is the root. Each screen loads on demand, so the map's code
 * is fetched only on the map. Add a screen: add its name to TEMPLATES and its loader to SCREENS.
 */
import type { ScreenLoader } from '../router/RouteView';

export const SCREENS: Record<string, ScreenLoader> = {
  index: () => import('./home/HomeScreen'),
  error: () => import('./error/ErrorScreen'),
};

export const TEMPLATES: readonly string[] = Object.keys(SCREENS);
