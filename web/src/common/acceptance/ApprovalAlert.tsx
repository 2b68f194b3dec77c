import { useState, type ReactNode } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import type { MailingApproval, RejectMailingBody } from '@shared/schemas/mailing';
import { notifyError, pushNotice } from '@web/app/notifications/notification-store';
import { useCan, useCurrentUser } from '@web/app/session/session-store';
import { useFormatDate } from '@web/common/use-format-date';
import { RejectModal } from './RejectModal';

interface Props {
  approval: MailingApproval;
  /** The sending's name, in the notices and the rejection's question. */
  name: string;
  /** `<testId>-awaiting-acceptance` and `<testId>-rejected`. */
  testId: string;
  /** What the maker does after a rejection (the channel's words: change and hand over again, or make a new one). */
  rejectedHint: string;
  /** Said to the maker while the request waits (mailings: an edit withdraws it). */
  makerHint?: string;
  /** Further lines of the request (mailings: the audience it was handed over with). */
  details?: ReactNode;
  accept: () => Promise<void>;
  reject: (body: RejectMailingBody) => Promise<void>;
}

/**
 * 4-eye verification where a sending is shown (a mailing's page, the SMS history): the request
 * waiting, with Accept and Reject for a user holding PERM_AZATWIERDZ who is not its maker, or the
 * rejection with its reason. The channel's routes come in as `accept` and `reject`.
 */
export function ApprovalAlert({ approval, name, testId, rejectedHint, makerHint, details, accept, reject }: Props) {
  const { t } = useTranslation();
  const can = useCan();
  const user = useCurrentUser();
  const formatDate = useFormatDate();
  const [accepting, setAccepting] = useState(false);
  const [rejecting, setRejecting] = useState(false);

  if (approval.state === 'rejected')
    return (
      <Alert type="warning" header={t('acceptance.rejected.header')} data-testid={`${testId}-rejected`}>
        <SpaceBetween size="xxs">
          <span>
            {t('acceptance.rejected.message', {
              email: approval.decidedByEmail ?? '',
              at: formatDate(approval.decidedAt, true),
              reason: approval.reason ?? '',
            })}
          </span>
          <span>{rejectedHint}</span>
        </SpaceBetween>
      </Alert>
    );

  const isMaker = approval.requestedById === user.id;
  // Both channels' accept routes need the same key (PERM_AZATWIERDZ).
  const mayDecide = !isMaker && can('PERM_AZATWIERDZ');
  const onAccept = async () => {
    setAccepting(true);
    try {
      await accept();
      pushNotice({ type: 'success', content: { key: 'acceptance.accepted', params: { name } } }, 6000);
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
        data-testid={`${testId}-awaiting-acceptance`}
        action={
          mayDecide ? (
            <SpaceBetween direction="horizontal" size="xs">
              <Button formAction="none" onClick={() => setRejecting(true)} disabled={accepting}>
                {t('acceptance.pending.reject')}
              </Button>
              <Button formAction="none" variant="primary" onClick={() => void onAccept()} loading={accepting}>
                {t('acceptance.pending.accept')}
              </Button>
            </SpaceBetween>
          ) : undefined
        }
      >
        <SpaceBetween size="xxs">
          <span>{t('acceptance.pending.message', { email: approval.requestedByEmail, at: formatDate(approval.requestedAt, true) })}</span>
          {details}
          {isMaker && makerHint && <span>{makerHint}</span>}
        </SpaceBetween>
      </Alert>
      {rejecting && <RejectModal name={name} reject={reject} onClose={() => setRejecting(false)} />}
    </>
  );
}
