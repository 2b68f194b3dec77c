import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useTranslation } from 'react-i18next';
import { SETTABLE_STATUSES, SUBSCRIBER_STATUS, type SettableStatus } from '@shared/constants';
import type { ErrorCode } from '@shared/errors';
import type { BulkSubscribersBody, Subscriber } from '@shared/schemas/subscriber';
import { api } from '@web/api';
import { pushNotice } from '@web/app/notifications/notification-store';
import { ConfirmModal } from '@web/common/ConfirmModal';
import { useErrorText } from '@web/common/use-error-text';
import { ForgetConfirmation } from '../common/ForgetConfirmation';
import { isForgetConfirmed } from '../common/forget-confirmation';
import { subscriberTitle } from '../common/subscriber-name';

export type BulkAction = Extract<BulkSubscribersBody['action'], 'status' | 'clearMailQuarantine' | 'forget'>;
type BulkResult = { done: string[]; failed: { id: string; code: string }[] };

interface Props {
  action: BulkAction;
  selected: Subscriber[];
  /** After the call: the rows changed (the list reads its page again). */
  onDone: () => void;
  onClose: () => void;
}

/** One action on the selected subscribers; those the API refused are listed with the reason. */
export function BulkModal({ action, selected: current, onDone, onClose }: Props) {
  const { t } = useTranslation();
  // Taken when the modal opens: the list's selection is cleared as soon as the action is done.
  const [selected] = useState(current);
  const [status, setStatus] = useState<SettableStatus>(SUBSCRIBER_STATUS.verified);
  const [typed, setTyped] = useState('');
  const [tried, setTried] = useState(false);
  const [result, setResult] = useState<BulkResult | null>(null);
  const count = selected.length;
  const confirmed = action !== 'forget' || isForgetConfirmed(typed, t('subscribers.forget.word'));

  const run = async () => {
    setTried(true);
    if (!confirmed) return;
    const body: BulkSubscribersBody = { ids: selected.map((s) => s.id), action, ...(action === 'status' ? { status } : {}) };
    const answer = await api('subscribers.bulk', { body });
    onDone();
    if (answer.done.length)
      pushNotice({ type: 'success', content: { key: `subscribers.bulk.done.${action}`, params: { count: answer.done.length } } }, 6000);
    if (answer.failed.length) setResult(answer);
    else onClose();
  };

  if (result) return <BulkOutcome selected={selected} result={result} onClose={onClose} />;

  const statusOptions = SETTABLE_STATUSES.map((s) => ({ value: String(s), label: t(`subscribers.status.${s}`) }));
  return (
    <ConfirmModal
      header={t(`subscribers.bulk.titles.${action}`, { count })}
      confirmText={t(`subscribers.bulk.confirm.${action}`)}
      action={run}
      onClose={onClose}
    >
      <Box>{t(`subscribers.bulk.messages.${action}`, { count })}</Box>
      {action === 'status' && (
        <FormField label={t('subscribers.bulk.newStatus')}>
          <Select
            selectedOption={statusOptions.find((o) => o.value === String(status)) ?? null}
            onChange={({ detail }) => setStatus(Number(detail.selectedOption.value) as SettableStatus)}
            options={statusOptions}
          />
        </FormField>
      )}
      {action === 'forget' && <ForgetConfirmation typed={typed} onChange={setTyped} showError={tried && !confirmed} count={count} />}
    </ConfirmModal>
  );
}

/** Each subscriber's outcome; refusals translated by their catalogue code. */
function BulkOutcome({ selected, result, onClose }: { selected: Subscriber[]; result: BulkResult; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const titleOf = (id: string) => {
    const s = selected.find((x) => x.id === id);
    return s ? subscriberTitle(t, s) : id;
  };
  return (
    <Modal
      visible
      header={t('subscribers.bulk.outcome', { count: result.failed.length })}
      closeAriaLabel={t('common.close')}
      onDismiss={onClose}
      footer={
        <Box float="right">
          <Button variant="primary" onClick={onClose}>
            {t('common.close')}
          </Button>
        </Box>
      }
    >
      <SpaceBetween size="xs">
        {result.failed.map(({ id, code }) => (
          <StatusIndicator key={id} type="error">
            {titleOf(id)}: {errorText.field({ path: 'ids', code: code as ErrorCode })}
          </StatusIndicator>
        ))}
        {result.done.length > 0 && (
          <StatusIndicator type="success">{t('subscribers.bulk.doneCount', { count: result.done.length })}</StatusIndicator>
        )}
      </SpaceBetween>
    </Modal>
  );
}
