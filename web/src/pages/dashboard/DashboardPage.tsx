import ContentLayout from '@cloudscape-design/components/content-layout';
import Grid from '@cloudscape-design/components/grid';
import Header from '@cloudscape-design/components/header';
import Alert from '@cloudscape-design/components/alert';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { routes } from '@shared/routes';
import { useCan, useCurrentUser } from '@web/app/session/session-store';
import { QuickActions } from './QuickActions';
import { RecentMailings } from './RecentMailings';
import { SubscribersModule } from './SubscribersModule';

/** Only the modules whose data exists and that the user may see. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const can = useCan();
  const modules = [
    can(routes['mailings.create'].permission) && <QuickActions key="quick" />,
    can(routes['subscribers.list'].permission) && <SubscribersModule key="subscribers" />,
  ].filter(Boolean);

  return (
    <ContentLayout header={<Header variant="h1" description={t('dashboard.welcome', { name: user.name, account: user.account.name })}>{t('pages.dashboard')}</Header>}>
      <SpaceBetween size="l">
        {modules.length > 0 && <Grid gridDefinition={modules.map(() => ({ colspan: { default: 12, s: 6 } }))}>{modules}</Grid>}
        {can(routes['mailings.list'].permission) && <RecentMailings />}
        {modules.length === 0 && !can(routes['mailings.list'].permission) && <Alert type="info">{t('dashboard.empty')}</Alert>}
      </SpaceBetween>
    </ContentLayout>
  );
}
