import { useTranslation } from 'react-i18next';
import { ErrorState, HomeButton } from './ErrorState';

export default function NoAccessPage() {
  const { t } = useTranslation();
  return (
    <ErrorState title={t('noAccess.title')} action={<HomeButton />}>
      {t('noAccess.message')}
    </ErrorState>
  );
}
