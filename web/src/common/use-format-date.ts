import { DEFAULT_PREFS } from '@shared/constants';
import { useSession } from '@web/app/session/session-store';
import { formatDate } from './format-date';

/** Date formatter bound to the logged-in user's date_format pref. */
export function useFormatDate(): (iso: string | undefined | null, withTime?: boolean) => string {
  const session = useSession();
  const format = session.status === 'authenticated' ? session.user.prefs.date_format : DEFAULT_PREFS.date_format;
  return (iso, withTime = false) => formatDate(iso, format, withTime);
}
