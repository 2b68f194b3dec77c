import { useEffect } from 'react';
import type { Prefs } from '@shared/schemas/user';
import { api } from '@web/api';
import { applyLanguage } from '@web/i18n/i18n-react';
import { sessionStore, setSessionUser, useSession } from '../session/session-store';
import { applyTheme } from './theme';

/** Applies a change at once, then saves it to the profile when someone is logged in. */
export async function savePrefs(prefs: Partial<Prefs>): Promise<void> {
  if (prefs.language) applyLanguage(prefs.language);
  if (prefs.theme) applyTheme(prefs.theme);
  const session = sessionStore.get();
  if (session.status !== 'authenticated') return;
  setSessionUser({ ...session.user, prefs: { ...session.user.prefs, ...prefs } });
  try {
    setSessionUser(await api('users.updateMe', { body: { prefs } }));
  } catch (error) {
    // The profile keeps what the server has; the screen follows it again.
    setSessionUser(session.user);
    applyLanguage(session.user.prefs.language);
    applyTheme(session.user.prefs.theme);
    throw error;
  }
}

/** Whenever a user logs in (or is loaded), their saved language and theme take over. */
export function usePrefsSync(): void {
  const session = useSession();
  const user = session.status === 'authenticated' ? session.user : null;
  const language = user?.prefs.language;
  const theme = user?.prefs.theme;
  useEffect(() => {
    if (language) applyLanguage(language);
    if (theme) applyTheme(theme);
  }, [language, theme]);
}
