import Button from '@cloudscape-design/components/button';
import { useTranslation } from 'react-i18next';
import { ErrorState } from './ErrorState';

/** A page that crashed while rendering (often a stale chunk after a deploy): offer a reload. */
export default function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <ErrorState title={t('crash.title')} action={<Button onClick={() => window.location.reload()}>{t('crash.reload')}</Button>}>
      {t('crash.message')}
    </ErrorState>
  );
}
