import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { routes } from '@shared/routes';
import { useCan } from '@web/app/session/session-store';
import { api } from '@web/api';
import { PagedTable } from '@web/common/PagedTable';
import { SendingPauseAlert } from '@web/common/SendingPauseAlert';
import { useErrorText } from '@web/common/use-error-text';
import { useFollow } from '@web/common/use-follow';
import { useSelectedRow } from '@web/common/use-selected-row';
import { useFormatDate } from '@web/common/use-format-date';
import { useSmsList } from '../common/use-sms-list';
import { SMS_SENDING_PATH } from '../paths';
import { OutcomeChart } from './OutcomeChart';
import { SmsAcceptancePanel } from './SmsAcceptancePanel';
import { smsColumns } from './table-config';
import { SmsVariantsPanel } from '../abx/SmsVariantsPanel';

const PAGE_SIZE = 25;

/**
 * /sms/history: every SMS sending, newest first; the ones going out are followed with a progress bar,
 * a chosen one is charted, and one awaiting acceptance (4-eye verification) is accepted or rejected here.
 */
export default function SmsHistoryPage() {
  const { t, i18n } = useTranslation();
  const follow = useFollow();
  const can = useCan();
  const formatDate = useFormatDate();
  const errorText = useErrorText();
  const pages = useSmsList(PAGE_SIZE);
  const { current, selection } = useSelectedRow(pages.items, (item) => item.name);
  const number = (n: number) => n.toLocaleString(i18n.language);

  return (
    <SpaceBetween size="l">
      <PagedTable
        fullPage
        title={t('pages.smsHistory')}
        description={t('sms.history.description')}
        pages={pages}
        columns={smsColumns({ t, formatDate, number, errorOf: errorText.code })}
        emptyText={t('sms.history.empty')}
        emptyHint={t('sms.history.emptyHint')}
        selection={selection}
      >
        {can(routes['sms.send'].permission) ? (
          <Button variant="primary" href={SMS_SENDING_PATH} onFollow={follow}>
            {t('sms.history.new')}
          </Button>
        ) : undefined}
      </PagedTable>
      {current?.state === 'paused' && current.pause && (
        <SendingPauseAlert
          channel="sms"
          pause={current.pause}
          canResume={can(routes['sms.resume'].permission)}
          resume={async () => {
            const fresh = await api('sms.resume', { params: { id: current.id }, body: {} });
            pages.replace((item) => (item.id === fresh.id ? fresh : item));
          }}
        />
      )}
      {current?.approval && (
        <SmsAcceptancePanel sms={current} onDecided={(fresh) => pages.replace((item) => (item.id === fresh.id ? fresh : item))} />
      )}
      {current?.abx && (
        <SmsVariantsPanel
          key={current.id}
          sms={current}
          onChange={(fresh) => pages.replace((item) => (item.id === fresh.id ? fresh : item))}
        />
      )}
      {current && <OutcomeChart sms={current} />}
    </SpaceBetween>
  );
}
