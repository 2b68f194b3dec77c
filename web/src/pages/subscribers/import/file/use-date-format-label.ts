import { useTranslation } from 'react-i18next';
import type { ImportDateFormat } from '@shared/schemas/imports';
import { dateFormatPattern, isYearless } from './date-formats';

/** A column's date format as the user reads it: "DD.MM.RRRR", or "MM/DD — bez roku, zapisywana jako rocznica". */
export function useDateFormatLabel() {
  const { t } = useTranslation();
  const tokens = { year: t('imports.dateFormats.year'), time: t('imports.dateFormats.time') };
  return (format: ImportDateFormat): string => {
    const pattern = dateFormatPattern(format, tokens);
    return isYearless(format) ? t('imports.dateFormats.yearless', { pattern }) : pattern;
  };
}
