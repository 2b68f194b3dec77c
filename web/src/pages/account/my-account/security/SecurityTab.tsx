import Alert from '@cloudscape-design/components/alert';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '@web/common/PageSpinner';
import { useErrorText } from '@web/common/use-error-text';
import { ChangePasswordSection } from './ChangePasswordSection';
import { EffectivePolicySection } from './EffectivePolicySection';
import { SessionsSection } from './SessionsSection';
import { TwoFactorSection } from './TwoFactorSection';
import { useMySecurity } from './use-my-security';

/** Password, two-factor sign-in and other sessions of the signed-in user. */
export function SecurityTab() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const security = useMySecurity();
  if (security.error)
    return (
      <Alert type="error" header={t('common.loadFailed')}>
        {errorText.describe(security.error)}
      </Alert>
    );
  if (!security.data) return <PageSpinner />;
  return (
    <SpaceBetween size="l">
      <ChangePasswordSection security={security.data} onChanged={security.reload} />
      <EffectivePolicySection policy={security.data.effectivePolicy} />
      <TwoFactorSection enabled={security.data.twoFactorEnabled} onChanged={security.reload} />
      <SessionsSection />
    </SpaceBetween>
  );
}
