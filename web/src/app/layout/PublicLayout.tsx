import { Suspense, type ReactNode } from 'react';
import Box from '@cloudscape-design/components/box';
import { Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from '@shared/constants';
import { PageSpinner } from '@web/common/PageSpinner';
import { Notifications } from '../notifications/Notifications';
import { AppTopNavigation } from './AppTopNavigation';

const FIRST_YEAR = 2005;

/** Login, registration and the other pages without a session: one narrow column. */
export function PublicLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="goniec-public">
      <div className="goniec-top-nav">
        <AppTopNavigation />
      </div>
      <main className="goniec-public__main">
        <div className="goniec-public__notices">
          <Notifications />
        </div>
        <Suspense fallback={<PageSpinner />}>{children ?? <Outlet />}</Suspense>
      </main>
      <Box textAlign="center" color="text-body-secondary" fontSize="body-s" padding="l">
        © {FIRST_YEAR}–{new Date().getFullYear()} {PRODUCT_NAME} · {t('public.tagline')}
      </Box>
    </div>
  );
}
