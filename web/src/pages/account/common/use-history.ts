import { useTranslation } from 'react-i18next';
import { translateCode } from '@web/api';
import { useApiPages } from '@web/api/query';
import { useFormatDate } from '@web/common/use-format-date';
import { asTranslator } from '@web/i18n';

export const HISTORY_PAGE_SIZE = 25;

/** Whose history: the signed-in user's own, or the whole account's (settings, PERM_POGOLNE). */
export type HistoryScope = 'mine' | 'account';

export function useLoginHistory(scope: HistoryScope) {
  return useApiPages(scope === 'mine' ? 'security.loginHistory' : 'security.accountLoginHistory', { query: { limit: HISTORY_PAGE_SIZE } });
}

export function useActivity(scope: HistoryScope) {
  return useApiPages(scope === 'mine' ? 'security.activity' : 'security.accountActivity', { query: { limit: HISTORY_PAGE_SIZE } });
}

/** What the column definitions need: translation, the user's date format, catalogue codes. */
export function useHistoryColumnContext(withEmail: boolean) {
  const { t, i18n } = useTranslation();
  const formatDate = useFormatDate();
  const tr = asTranslator(i18n);
  return {
    t,
    formatDate: (iso: string, withTime?: boolean) => formatDate(iso, withTime),
    translateCode: (code: string) => translateCode(tr, code),
    withEmail,
  };
}
