import Alert from '@cloudscape-design/components/alert';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Tabs from '@cloudscape-design/components/tabs';
import { useTranslation } from 'react-i18next';
import type { Mailing } from '@shared/schemas/mailing';
import { useErrorText } from '@web/common/use-error-text';
import { AudiencePanel } from './AudiencePanel';
import { BouncesPanel } from './BouncesPanel';
import { LinksPanel } from './LinksPanel';
import { OverviewPanel } from './OverviewPanel';
import { RecipientsPanel } from './RecipientsPanel';
import { TimelinePanel } from './TimelinePanel';
import { useMailingReport } from './use-mailing-report';

/**
 * A sent (or sending) mailing's analytics on its report page (issue 18, PERM_RAPORTY): counts and
 * rates, opens and clicks over time, links with the click map, recipient domains, devices and
 * clients, bounce codes and the recipient lists.
 */
export default function MailingAnalytics({ mailing }: { mailing: Mailing }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const query = useMailingReport(mailing.id, true);
  const report = query.data;
  return (
    <Container
      header={
        <Header variant="h2" description={t('reports.mailing.description')}>
          {t('reports.mailing.title')}
        </Header>
      }
    >
      {!report ? (
        query.error ? (
          <Alert type="error">{errorText.describe(query.error)}</Alert>
        ) : null
      ) : (
        <Tabs
          tabs={[
            { id: 'overview', label: t('reports.mailing.tabs.overview'), content: <OverviewPanel report={report} /> },
            { id: 'timeline', label: t('reports.mailing.tabs.timeline'), content: <TimelinePanel report={report} /> },
            { id: 'links', label: t('reports.mailing.tabs.links'), content: <LinksPanel report={report} html={mailing.html} /> },
            { id: 'audience', label: t('reports.mailing.tabs.audience'), content: <AudiencePanel report={report} /> },
            { id: 'bounces', label: t('reports.mailing.tabs.bounces'), content: <BouncesPanel report={report} /> },
            { id: 'recipients', label: t('reports.mailing.tabs.recipients'), content: <RecipientsPanel mailingId={mailing.id} /> },
          ]}
        />
      )}
    </Container>
  );
}
