import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { routes } from '@shared/routes';
import type { Sms } from '@shared/schemas/sms';
import { api } from '@web/api';
import { notifyError, pushNotice } from '@web/app/notifications/notification-store';
import { useCan, useCurrentUser } from '@web/app/session/session-store';
import { RejectModal } from '@web/common/acceptance/RejectModal';
import { useFormatDate } from '@web/common/use-format-date';

/**
 * 4-eye verification in the SMS history, for the sending selected: one awaiting acceptance (a user
 * holding PERM_AZATWIERDZ who is not its maker accepts or rejects it here, its name, sender, text and
 * audience in the table above), or a rejection with its reason. A rejected SMS sending stays rejected
 * (there is no editing an SMS sending): the maker makes a new one.
 */
export function SmsAcceptancePanel({ sms, onDecided }: { sms: Sms; onDecided: (s: Sms) => void }) {
  const { t } = useTranslation();
  const can = useCan();
  const user = useCurrentUser();
  const formatDate = useFormatDate();
  const [accepting, setAccepting] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const approval = sms.approval;
  if (!approval) return null;

  if (sms.state === 'rejected')
    return (
      <Alert type="warning" header={t('acceptance.rejected.header')} data-testid="sms-rejected">
        <SpaceBetween size="xxs">
          <span>
            {t('acceptance.rejected.message', {
              email: approval.decidedByEmail ?? '',
              at: formatDate(approval.decidedAt, true),
              reason: approval.reason ?? '',
            })}
          </span>
          <span>{t('acceptance.sms.rejectedHint')}</span>
        </SpaceBetween>
      </Alert>
    );
  if (sms.state !== 'awaiting') return null;

  const mayDecide = approval.requestedById !== user.id && can(routes['sms.accept'].permission);
  const accept = async () => {
    setAccepting(true);
    try {
      onDecided(await api('sms.accept', { params: { id: sms.id }, body: {} }));
      pushNotice({ type: 'success', content: { key: 'acceptance.accepted', params: { name: sms.name } } }, 6000);
    } catch (e) {
      notifyError(e);
    } finally {
      setAccepting(false);
    }
  };
  return (
    <>
      <Alert
        type="info"
        header={t('acceptance.pending.header')}
        data-testid="sms-awaiting-acceptance"
        action={
          mayDecide ? (
            <SpaceBetween direction="horizontal" size="xs">
              <Button onClick={() => setRejecting(true)} disabled={accepting}>
                {t('acceptance.pending.reject')}
              </Button>
              <Button variant="primary" onClick={() => void accept()} loading={accepting}>
                {t('acceptance.pending.accept')}
              </Button>
            </SpaceBetween>
          ) : undefined
        }
      >
        {t('acceptance.pending.message', { email: approval.requestedByEmail, at: formatDate(approval.requestedAt, true) })}
      </Alert>
      {rejecting && (
        <RejectModal
          name={sms.name}
          reject={async (body) => onDecided(await api('sms.reject', { params: { id: sms.id }, body }))}
          onClose={() => setRejecting(false)}
        />
      )}
    </>
  );
}
