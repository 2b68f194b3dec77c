import Alert from '@cloudscape-design/components/alert';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '@web/common/PageSpinner';
import { useErrorText } from '@web/common/use-error-text';
import { useApiQuery } from '@web/api/query';
import { ProfileForm } from './ProfileForm';

/** /settings/company?tab=profile: the company data (spec section 3). */
export function ProfileTab() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const profile = useApiQuery('company.getProfile', {});
  if (profile.error)
    return (
      <Alert type="error" header={t('common.loadFailed')}>
        {errorText.describe(profile.error)}
      </Alert>
    );
  return profile.data ? <ProfileForm saved={profile.data} /> : <PageSpinner />;
}
