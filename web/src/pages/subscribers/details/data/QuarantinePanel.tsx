import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import { useTranslation } from 'react-i18next';
import { routes } from '@shared/routes';
import { effectiveQuarantine } from '@shared/rules/quarantine';
import type { Subscriber } from '@shared/schemas/subscriber';
import { api } from '@web/api';
import { notifyError, pushNotice } from '@web/app/notifications/notification-store';
import { useCan } from '@web/app/session/session-store';
import { useSubmission } from '@web/common/use-form-submit';
import { useFormatDate } from '@web/common/use-format-date';
import { QuarantineIndicator } from '../../common/QuarantineIndicator';

interface Props {
  subscriber: Subscriber;
  channel: 'mail' | 'sms';
  onChange: (subscriber: Subscriber) => void;
}

/**
 * Spec section 4: two consecutive bounces (or failed SMS) quarantine an address for 30 days, two
 * more make it permanent. The level as it stands now, its dates and the run of failures; an
 * authorised user may clear it.
 */
export function QuarantinePanel({ subscriber, channel, onChange }: Props) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const can = useCan();
  const { busy, run } = useSubmission<'clear'>({
    claim: (e) => {
      notifyError(e);
      return true;
    },
  });
  const stored = channel === 'mail' ? subscriber.mailQuarantine : subscriber.smsQuarantine;
  const q = effectiveQuarantine(stored, new Date());
  const nothingToClear = q.level === 'none' && q.failures === 0;

  const clear = async () => {
    const saved = await run('clear', () => api('subscribers.clearQuarantine', { params: { id: subscriber.id }, body: { channel } }));
    if (!saved) return;
    onChange(saved);
    pushNotice({ type: 'success', content: { key: `subscribers.quarantine.cleared.${channel}` } }, 6000);
  };

  return (
    <Container
      header={
        <Header
          variant="h2"
          description={t('subscribers.quarantine.hint')}
          actions={
            can(routes['subscribers.clearQuarantine'].permission) && (
              <Button
                onClick={() => void clear()}
                loading={busy !== null}
                disabled={nothingToClear}
                disabledReason={t('subscribers.quarantine.nothingToClear')}
              >
                {t('subscribers.quarantine.clear')}
              </Button>
            )
          }
        >
          {t(`subscribers.quarantine.title.${channel}`)}
        </Header>
      }
    >
      <KeyValuePairs
        columns={2}
        items={[
          { label: t('subscribers.quarantine.level'), value: <QuarantineIndicator quarantine={stored} /> },
          { label: t('subscribers.quarantine.until'), value: q.level === 'temporary' && q.until ? formatDate(q.until, true) : '—' },
          { label: t('subscribers.quarantine.since'), value: q.level !== 'none' && q.since ? formatDate(q.since, true) : '—' },
          { label: t('subscribers.quarantine.failureRun'), value: String(q.failures) },
          { label: t('subscribers.quarantine.served'), value: String(q.served) },
        ]}
      />
    </Container>
  );
}
