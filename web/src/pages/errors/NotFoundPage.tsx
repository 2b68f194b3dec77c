import Button from '@cloudscape-design/components/button';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ErrorState } from './ErrorState';

export default function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ErrorState title={t('notFound.title')} action={<Button onClick={() => navigate('/')}>{t('notFound.home')}</Button>}>
      {t('notFound.message')}
    </ErrorState>
  );
}
