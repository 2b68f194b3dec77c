import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Tabs from '@cloudscape-design/components/tabs';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { tabFromQuery, type AdminTab } from '../common/paths';
import { useMembers, useRoles, useTeams } from '../common/use-admin-data';
import { RolesTab } from './roles/RolesTab';
import { TeamsTab } from './teams/TeamsTab';
import { UsersTab } from './users/UsersTab';

/**
 * /settings/users: users, teams and roles in tabs (the tab is in `?tab=`, so a reload or a shared
 * link keeps it). The three lists load once here and every tab sees the others' changes.
 */
export default function UsersAdminPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const tab = tabFromQuery(search.get('tab'));
  const members = useMembers();
  const roles = useRoles();
  const teams = useTeams();

  const select = (next: AdminTab) => setSearch(next === 'users' ? {} : { tab: next }, { replace: true });

  return (
    <SpaceBetween size="m">
      <Header variant="h1" description={t('usersAdmin.description')}>
        {t('pages.settingsUsers')}
      </Header>
      <Tabs
        activeTabId={tab}
        onChange={({ detail }) => select(tabFromQuery(detail.activeTabId))}
        ariaLabel={t('usersAdmin.tabs.label')}
        tabs={[
          { id: 'users', label: t('usersAdmin.tabs.users'), content: <UsersTab members={members} teams={teams} /> },
          { id: 'teams', label: t('usersAdmin.tabs.teams'), content: <TeamsTab teams={teams} members={members} /> },
          { id: 'roles', label: t('usersAdmin.tabs.roles'), content: <RolesTab roles={roles} members={members} /> },
        ]}
      />
    </SpaceBetween>
  );
}
