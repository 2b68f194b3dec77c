import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import { useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@web/app/session/session-store';
import { PageSpinner } from '@web/common/PageSpinner';
import { useErrorText } from '@web/common/use-error-text';
import { useMembers, useRoles } from '../common/use-admin-data';
import { RoleForm } from './RoleForm';

/**
 * /settings/users/roles/new (?from=<role id> starts from that role's permissions) and
 * /settings/users/roles/{id}/edit for a custom role. The members are read too: an edit reaches
 * every holder of the role, and the rules about them are checked before saving.
 */
export default function RoleFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const [search] = useSearchParams();
  const errorText = useErrorText();
  const user = useCurrentUser();
  const roles = useRoles();
  const members = useMembers();

  const failed = [roles, members].find((r) => r.error);
  if (failed) {
    return (
      <Alert type="error" header={t('common.loadFailed')} action={<Button onClick={failed.reload}>{t('common.retry')}</Button>}>
        {errorText.describe(failed.error)}
      </Alert>
    );
  }
  if (!roles.data || !members.data) return <PageSpinner />;

  const items = roles.data.items;
  const role = id ? items.find((r) => r.id === id && !r.preset) : undefined;
  if (id && !role)
    return (
      <Alert type="error" header={t('common.loadFailed')}>
        {t('errors.ROLE_NOT_FOUND')}
      </Alert>
    );
  return (
    <RoleForm
      roles={items}
      role={role}
      from={role ? undefined : items.find((r) => r.id === search.get('from'))}
      ctx={{ actorId: user.id, members: members.data.items, userLimit: members.data.userLimit }}
      limits={user.permissions.limits}
    />
  );
}
