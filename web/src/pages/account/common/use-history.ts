import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivityEntry, LoginAttempt } from '@shared/schemas/security';
import { api, translateCode } from '@web/api';
import { useCursorPages } from '@web/common/use-cursor-pages';
import { useFormatDate } from '@web/common/use-format-date';
import { asTranslator } from '@web/i18n';

export const HISTORY_PAGE_SIZE = 25;

/** Whose history: the signed-in user's own, or the whole account's (settings, PERM_POGOLNE). */
export type HistoryScope = 'mine' | 'account';

export function useLoginHistory(scope: HistoryScope) {
  return useCursorPages<LoginAttempt>(
    useCallback(
      (cursor, signal) => api(scope === 'mine' ? 'security.loginHistory' : 'security.accountLoginHistory', { query: { cursor, limit: HISTORY_PAGE_SIZE }, signal }),
      [scope],
    ),
  );
}

export function useActivity(scope: HistoryScope) {
  return useCursorPages<ActivityEntry>(
    useCallback(
      (cursor, signal) => api(scope === 'mine' ? 'security.activity' : 'security.accountActivity', { query: { cursor, limit: HISTORY_PAGE_SIZE }, signal }),
      [scope],
    ),
  );
}

/** What the column definitions need: translation, the user's date format, catalogue codes. */
export function useHistoryColumnContext(withEmail: boolean) {
  const { t, i18n } = useTranslation();
  const formatDate = useFormatDate();
  const tr = asTranslator(i18n);
  return { t, formatDate: (iso: string, withTime?: boolean) => formatDate(iso, withTime), translateCode: (code: string) => translateCode(tr, code), withEmail };
}
