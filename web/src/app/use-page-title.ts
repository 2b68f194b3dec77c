import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from '@shared/constants';

export interface RouteHandle {
  titleKey?: string;
}

/** "<route name> · Goniec", from the deepest matched route that names a title. */
export function usePageTitle(): void {
  const { t } = useTranslation();
  const matches = useMatches();
  const titleKey = [...matches].reverse().map((m) => (m.handle as RouteHandle | undefined)?.titleKey).find(Boolean);
  const title = titleKey ? `${t(titleKey)} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
