import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ErrorState, HomeButton } from './ErrorState';

/** How long the no-access text stays before the dashboard opens. */
export const FEATURE_OFF_REDIRECT_MS = 5000;

/**
 * Spec section 2: a page behind an account config switch that is off (the blacklist without
 * blacklist_enabled) shows the no-access text, then redirects to the dashboard.
 */
export default function FeatureOffPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate('/', { replace: true }), FEATURE_OFF_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <ErrorState title={t('noAccess.title')} action={<HomeButton />}>
      <span data-testid="feature-off">{t('noAccess.featureOff')}</span>
    </ErrorState>
  );
}
