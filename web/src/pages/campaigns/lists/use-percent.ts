import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** A share (0–1) as a percent in the reader's language, to one decimal. */
export function usePercent(): (share: number) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 });
    return (share: number) => format.format(share);
  }, [i18n.language]);
}
