import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import { useTranslation } from 'react-i18next';
import type { Subscriber } from '@shared/schemas/subscriber';
import { api } from '@web/api';
import { pushNotice } from '@web/app/notifications/notification-store';
import { ConfirmModal } from '@web/common/ConfirmModal';
import { ForgetConfirmation } from '../../common/ForgetConfirmation';
import { isForgetConfirmed } from '../../common/forget-confirmation';
import { subscriberTitle } from '../../common/subscriber-name';

interface Props {
  subscriber: Subscriber;
  onForgotten: (subscriber: Subscriber) => void;
  onClose: () => void;
}

/** GDPR forgetting (status 9): irreversible, so a word must be typed first. */
export function ForgetModal({ subscriber, onForgotten, onClose }: Props) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [tried, setTried] = useState(false);
  const confirmed = isForgetConfirmed(typed, t('subscribers.forget.word'));

  const forget = async () => {
    setTried(true);
    if (!confirmed) return;
    const saved = await api('subscribers.forget', { params: { id: subscriber.id }, body: {} });
    onForgotten(saved);
    pushNotice({ type: 'success', content: { key: 'subscribers.forget.done' } }, 8000);
    onClose();
  };

  return (
    <ConfirmModal
      header={t('subscribers.forget.title', { name: subscriberTitle(t, subscriber) })}
      confirmText={t('subscribers.forget.confirm')}
      action={forget}
      onClose={onClose}
    >
      <Box>{t('subscribers.forget.message')}</Box>
      <ForgetConfirmation typed={typed} onChange={setTyped} showError={tried && !confirmed} count={1} />
    </ConfirmModal>
  );
}
