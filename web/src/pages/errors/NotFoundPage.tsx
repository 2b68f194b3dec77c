import { useTranslation } from 'react-i18next';
import { ErrorState, HomeButton } from './ErrorState';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <ErrorState title={t('notFound.title')} action={<HomeButton />}>
      {t('notFound.message')}
    </ErrorState>
  );
}
