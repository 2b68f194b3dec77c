import { applyMode, Mode } from '@cloudscape-design/global-styles';
import { THEMES, type Theme } from '@shared/constants';

const STORAGE_KEY = 'goniec.theme';
const media = () => window.matchMedia('(prefers-color-scheme: dark)');
let stopFollowing: (() => void) | null = null;

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

export function storedTheme(): Theme {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isTheme(value) ? value : 'auto';
  } catch {
    return 'auto';
  }
}

/** Light and dark are fixed; auto follows the system setting, also when it changes later. */
export function applyTheme(theme: Theme): void {
  stopFollowing?.();
  stopFollowing = null;
  if (theme === 'auto') {
    const query = media();
    const follow = () => applyMode(query.matches ? Mode.Dark : Mode.Light);
    follow();
    query.addEventListener('change', follow);
    stopFollowing = () => query.removeEventListener('change', follow);
  } else {
    applyMode(theme === 'dark' ? Mode.Dark : Mode.Light);
  }
  try {
    localStorage.setItem(STORAGE_KEY, theme);
  } catch {
    // Not remembered in private mode; the user's prefs still hold it after login.
  }
}
