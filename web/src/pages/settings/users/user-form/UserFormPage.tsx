import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { routes } from '@shared/routes';
import { useCan, useCurrentUser } from '@web/app/session/session-store';
import { PageSpinner } from '@web/common/PageSpinner';
import { useErrorText } from '@web/common/use-error-text';
import { useSegmentList } from '@web/pages/segments/common/use-segment-list';
import { useMembers, useRoles, useTeams } from '../common/use-admin-data';
import { UserForm } from './UserForm';

/**
 * /settings/users/new and /settings/users/{id}/edit. The API has no single-member read, so the
 * member comes from the list (which the limit and last-administrator checks need anyway).
 */
export default function UserFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const errorText = useErrorText();
  const user = useCurrentUser();
  const members = useMembers();
  const roles = useRoles();
  const teams = useTeams();
  // Segments to restrict the user to: listed only for an administrator who may read them.
  const canListSegments = useCan()(routes['segments.list'].permission);
  const segments = useSegmentList(canListSegments);

  const failed = [members, roles, teams].find((r) => r.error);
  if (failed) {
    return (
      <Alert type="error" header={t('common.loadFailed')} action={<Button onClick={failed.reload}>{t('common.retry')}</Button>}>
        {errorText.describe(failed.error)}
      </Alert>
    );
  }
  if (!members.data || !roles.data || !teams.data) return <PageSpinner />;

  const member = id ? members.data.items.find((m) => m.id === id) : undefined;
  if (id && !member)
    return (
      <Alert type="error" header={t('common.loadFailed')}>
        {t('errors.USER_NOT_FOUND')}
      </Alert>
    );

  return (
    <UserForm
      member={member}
      roles={roles.data.items}
      teams={teams.data.items}
      segments={{ items: segments.data?.items, loading: canListSegments && segments.loading, canList: canListSegments }}
      ctx={{ actorId: user.id, members: members.data.items, userLimit: members.data.userLimit }}
    />
  );
}
