import Alert from '@cloudscape-design/components/alert';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Grid from '@cloudscape-design/components/grid';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { routes } from '@shared/routes';
import { useCan, useCurrentUser } from '@web/app/session/session-store';
import { PageSpinner } from '@web/common/PageSpinner';
import { useErrorText } from '@web/common/use-error-text';
import { GettingStarted } from './GettingStarted';
import { PaymentsModule } from './PaymentsModule';
import { QuickActions } from './QuickActions';
import { RecentMailings } from './RecentMailings';
import { RestrictedSubscribersModule, SubscribersModule } from './SubscribersModule';
import { useDashboards } from './use-dashboards';

/**
 * Spec section 2: quickActions, subscribers and payments, each only when the server sends it; an
 * account not set up yet gets the getting-started panel above them.
 */
export default function DashboardPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const can = useCan();
  const errorText = useErrorText();
  const { data, error, loading } = useDashboards();
  // A step still to do takes the place of the widget it would leave empty (no subscribers, no mailings).
  const toDo = (id: 'importSubscribers' | 'firstMailing') => data?.gettingStarted?.steps.some((s) => s.id === id && !s.done) === true;
  const modules = data
    ? [
        data.quickActions.length > 0 && <QuickActions key="quick" actions={data.quickActions} />,
        data.subscribers && !toDo('importSubscribers') && <SubscribersModule key="subscribers" data={data.subscribers} />,
        !data.subscribers && data.segmentRestricted && can(routes['subscribers.list'].permission) && (
          <RestrictedSubscribersModule key="subscribers" />
        ),
        data.payments && <PaymentsModule key="payments" data={data.payments} />,
      ].filter(Boolean)
    : [];
  const showRecent = can(routes['mailings.list'].permission) && !toDo('firstMailing');

  return (
    <ContentLayout
      header={
        <Header variant="h1" description={t('dashboard.welcome', { name: user.name, account: user.account.name })}>
          {t('pages.dashboard')}
        </Header>
      }
    >
      <SpaceBetween size="l">
        {loading && <PageSpinner />}
        {error !== null && <Alert type="error">{errorText.describe(error)}</Alert>}
        {data?.gettingStarted && <GettingStarted data={data.gettingStarted} />}
        {modules.length > 0 && (
          <Grid gridDefinition={modules.map(() => ({ colspan: { default: 12, s: 12 / modules.length } }))}>{modules}</Grid>
        )}
        {showRecent && <RecentMailings />}
        {data && modules.length === 0 && !showRecent && !data.gettingStarted && <Alert type="info">{t('dashboard.empty')}</Alert>}
      </SpaceBetween>
    </ContentLayout>
  );
}
