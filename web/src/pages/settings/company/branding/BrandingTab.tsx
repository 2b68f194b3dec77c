import Alert from '@cloudscape-design/components/alert';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '@web/common/PageSpinner';
import { useErrorText } from '@web/common/use-error-text';
import { useApiQuery } from '@web/api/query';
import { BrandingForm } from './BrandingForm';
import { LogoEditor } from './LogoEditor';

/** /settings/company?tab=branding: the logo (uploaded on its own) and the look and words of public pages. */
export function BrandingTab() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const branding = useApiQuery('branding.get', {});
  if (branding.error)
    return (
      <Alert type="error" header={t('common.loadFailed')}>
        {errorText.describe(branding.error)}
      </Alert>
    );
  if (!branding.data) return <PageSpinner />;
  return (
    <SpaceBetween size="l">
      <LogoEditor logoUrl={branding.data.logoUrl} />
      <BrandingForm saved={branding.data.branding} logoUrl={branding.data.logoUrl} />
    </SpaceBetween>
  );
}
