import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';
import { routes } from '@shared/routes';
import type { Sms } from '@shared/schemas/sms';
import type { SmsVariantReport } from '@shared/schemas/sms-abx';
import { api } from '@web/api';
import { useApiQuery } from '@web/api/query';
import { useCan } from '@web/app/session/session-store';
import { useErrorText } from '@web/common/use-error-text';
import { useFormatDate } from '@web/common/use-format-date';
import { useSubmission } from '@web/common/use-form-submit';

type Row = SmsVariantReport['variants'][number];

/**
 * An SMS A/B test's variants on the SMS sending's page (the history's chosen row): each variant's
 * text, sender, texts sent and clicks, the winner, and the winner chosen by hand while the test runs.
 */
export function SmsVariantsPanel({ sms, onChange }: { sms: Sms; onChange: (fresh: Sms) => void }) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const formatDate = useFormatDate();
  const can = useCan();
  const report = useApiQuery('sms.variants', { params: { id: sms.id } });
  const { busy, error, run } = useSubmission<string>();
  const data = report.data;
  if (!data) return null;
  const percent = (rate: number) => `${(rate * 100).toLocaleString(i18n.language, { maximumFractionDigits: 1 })}%`;
  const choose = (key: Row['key']) =>
    run(key, async () => {
      onChange(await api('sms.chooseWinner', { params: { id: sms.id }, body: { variant: key } }));
      await report.refetch();
    });
  const canChoose = data.state === 'testing' && can(routes['sms.chooseWinner'].permission);
  return (
    <Container
      header={
        <Header
          variant="h2"
          description={t(data.measure === 'rate' ? 'smsAbx.report.byRate' : 'smsAbx.report.byCount')}
          actions={<Button iconName="refresh" ariaLabel={t('smsAbx.report.refresh')} onClick={() => void report.refetch()} />}
        >
          {t('smsAbx.report.title')}
        </Header>
      }
    >
      <SpaceBetween size="m">
        {data.winner ? (
          <StatusIndicator type="success">
            {t(data.chosenBy === 'manual' ? 'smsAbx.report.winnerManual' : 'smsAbx.report.winnerAuto', { key: data.winner })}
          </StatusIndicator>
        ) : (
          <StatusIndicator type="in-progress">{t('smsAbx.report.testing', { at: formatDate(data.decideAt, true) })}</StatusIndicator>
        )}
        {error ? <Alert type="error">{errorText.describe(error)}</Alert> : null}
        <Table<Row>
          variant="embedded"
          items={data.variants}
          trackBy="key"
          wrapLines
          ariaLabels={{ tableLabel: t('smsAbx.report.title') }}
          columnDefinitions={[
            { id: 'key', header: t('smsAbx.report.variant'), cell: (v) => t('smsAbx.variant', { key: v.key }) },
            { id: 'share', header: t('smsAbx.report.share'), cell: (v) => `${v.share}%` },
            { id: 'sender', header: t('smsAbx.report.sender'), cell: (v) => v.sender },
            { id: 'content', header: t('smsAbx.report.content'), cell: (v) => v.content },
            { id: 'sent', header: t('smsAbx.report.sent'), cell: (v) => v.sent.toLocaleString(i18n.language) },
            { id: 'clicked', header: t('smsAbx.report.clicked'), cell: (v) => v.clicked.toLocaleString(i18n.language) },
            { id: 'clickRate', header: t('smsAbx.report.clickRate'), cell: (v) => percent(v.clickRate) },
            {
              id: 'winner',
              header: t('smsAbx.report.winner'),
              cell: (v) =>
                data.winner === v.key ? (
                  <Box fontWeight="bold">{t('smsAbx.report.isWinner')}</Box>
                ) : canChoose ? (
                  <Button
                    loading={busy === v.key}
                    disabled={busy !== null}
                    ariaLabel={t('smsAbx.report.chooseLabel', { key: v.key })}
                    onClick={() => void choose(v.key)}
                  >
                    {t('smsAbx.report.choose')}
                  </Button>
                ) : null,
            },
          ]}
        />
      </SpaceBetween>
    </Container>
  );
}
