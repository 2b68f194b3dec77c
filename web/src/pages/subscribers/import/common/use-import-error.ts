import { useTranslation } from 'react-i18next';
import { ApiError, isApiError } from '@web/api';
import { useErrorText } from '@web/common/use-error-text';
import { useFormatDate } from '@web/common/use-format-date';

/**
 * The catalogue's words for an import failure, with its dates and sizes as people read them: the
 * spam-trap lock's `until` in the user's date format, a size limit with its digits grouped.
 */
export function useImportErrorText() {
  const { i18n } = useTranslation();
  const errorText = useErrorText();
  const formatDate = useFormatDate();
  const readable = (params: Record<string, unknown> = {}) => ({
    ...params,
    ...(typeof params.until === 'string' ? { until: formatDate(params.until, true) } : {}),
    // The catalogue's size message counts bytes ("{{max}} B"): grouped, they can be read.
    ...(typeof params.max === 'number' && params.max >= 10_000 ? { max: new Intl.NumberFormat(i18n.language).format(params.max) } : {}),
  });
  return {
    describe: (error: unknown, labels?: Record<string, string>) =>
      errorText.describe(isApiError(error) ? new ApiError(error.status, error.code, readable(error.params), error.silent) : error, labels),
    code: (code: string, params?: Record<string, unknown>) => errorText.code(code, readable(params)),
  };
}
