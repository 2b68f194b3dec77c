import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import List from '@cloudscape-design/components/list';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@web/common/use-error-text';
import { useFollow } from '@web/common/use-follow';
import { useFormatDate } from '@web/common/use-format-date';
import { mailingHref } from '../mailing/common/mailing-links';
import { MailingStateIndicator } from '../mailing/common/MailingStateIndicator';
import { useMailingAccess } from '../mailing/common/use-mailing-access';
import { useMailings } from '../mailing/common/use-mailings';

const RECENT = 5;

/**
 * The five newest mailings as a list, not a table: the dashboard is the first page after signing
 * in, and Cloudscape's Table (about 40 KB of gzip with its styles) would be in its first load only
 * for five rows; the full table is the mailings page's (/v2/mailing/send, "All mailings").
 */
export function RecentMailings() {
  const { t } = useTranslation();
  const follow = useFollow();
  const formatDate = useFormatDate();
  const errorText = useErrorText();
  const { canEdit } = useMailingAccess();
  const { items, loading, error } = useMailings(RECENT);
  const title = t('dashboard.recent.title');
  const recent = items.slice(0, RECENT);

  return (
    <Container
      header={
        <Header
          variant="h2"
          actions={
            <Button href="/v2/mailing/send" onFollow={follow}>
              {t('dashboard.recent.all')}
            </Button>
          }
        >
          {title}
        </Header>
      }
    >
      {loading && recent.length === 0 ? (
        <StatusIndicator type="loading">{t('common.loading')}</StatusIndicator>
      ) : recent.length === 0 ? (
        <Box textAlign="center" color="inherit">
          {error ? errorText.describe(error) : t('mailing.list.empty')}
        </Box>
      ) : (
        <List
          ariaLabel={title}
          items={recent}
          disablePaddings
          renderItem={(m) => ({
            id: m.id,
            content: (
              <Link href={mailingHref(m, canEdit)} onFollow={follow}>
                {m.name}
              </Link>
            ),
            secondaryContent: [
              `${t('mailing.stats.sent')}: ${m.stats.sent}`,
              `${t('mailing.stats.opened')}: ${m.stats.opened}`,
              `${t('mailing.stats.clicked')}: ${m.stats.clicked}`,
              `${t('mailing.fields.updatedAt')}: ${formatDate(m.updatedAt, true)}`,
            ].join(' · '),
            actions: <MailingStateIndicator state={m.state} approval={m.approval?.state} />,
          })}
        />
      )}
    </Container>
  );
}
