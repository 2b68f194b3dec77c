import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from '@shared/constants';
import { useSession } from './session/session-store';
import type { TranslationKey } from '@web/i18n';

export interface RouteHandle {
  titleKey?: TranslationKey;
  /** The admin zone: titled "not found" for anyone but a super administrator, like its page. */
  superAdmin?: true;
}

/** "<route name> · Goniec", from the deepest matched route that names a title. */
export function usePageTitle(): void {
  const { t } = useTranslation();
  const matches = useMatches();
  const session = useSession();
  const superAdmin = session.status === 'authenticated' && session.user.role === 'SUPER_ADMIN';
  const titleKey = [...matches]
    .reverse()
    .map((m) => m.handle as RouteHandle | undefined)
    .map((handle): TranslationKey | undefined => (handle?.superAdmin && !superAdmin ? 'pages.notFound' : handle?.titleKey))
    .find(Boolean);
  const title = titleKey ? `${t(titleKey)} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
