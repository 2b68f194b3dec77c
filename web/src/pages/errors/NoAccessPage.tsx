import Button from '@cloudscape-design/components/button';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ErrorState } from './ErrorState';

export default function NoAccessPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ErrorState title={t('noAccess.title')} action={<Button onClick={() => navigate('/')}>{t('notFound.home')}</Button>}>
      {t('noAccess.message')}
    </ErrorState>
  );
}
