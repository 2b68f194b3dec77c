import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import { useTranslation } from 'react-i18next';
import type { Mailing } from '@shared/schemas/mailing';
import { api } from '@web/api';
import { ConfirmModal } from '@web/common/ConfirmModal';

type Asked = { kind: 'cancel' | 'delete'; mailing: Mailing } | null;

/** States a cancel applies to; delete applies to mailings that never sent (the API says MAILING_IN_USE otherwise). */
export const CANCELLABLE: readonly Mailing['state'][] = ['planned', 'sending', 'paused'];
export const DELETABLE: readonly Mailing['state'][] = ['working', 'ready', 'cancelled', 'failed'];

/** Cancel and delete, each asked first in a dialog; `onDone` after either landed. */
export function useConfirmedActions(onDone: () => void) {
  const { t } = useTranslation();
  const [asked, setAsked] = useState<Asked>(null);
  const close = () => setAsked(null);
  const dialog = asked ? (
    asked.kind === 'cancel' ? (
      <ConfirmModal
        header={t('campaignLists.cancelConfirm.header')}
        confirmText={t('campaignLists.cancelConfirm.confirm')}
        onClose={close}
        action={async () => {
          await api('mailings.cancel', { params: { id: asked.mailing.id }, body: {} });
          close();
          onDone();
        }}
      >
        <Box>
          {t(asked.mailing.state === 'planned' ? 'campaignLists.cancelConfirm.planned' : 'campaignLists.cancelConfirm.incomplete', {
            name: asked.mailing.name,
          })}
        </Box>
      </ConfirmModal>
    ) : (
      <ConfirmModal
        header={t('campaignLists.deleteConfirm.header')}
        confirmText={t('campaignLists.deleteConfirm.confirm')}
        onClose={close}
        action={async () => {
          await api('mailings.delete', { params: { id: asked.mailing.id } });
          close();
          onDone();
        }}
      >
        <Box>{t('campaignLists.deleteConfirm.body', { name: asked.mailing.name })}</Box>
      </ConfirmModal>
    )
  ) : null;
  return { ask: (kind: 'cancel' | 'delete', mailing: Mailing) => setAsked({ kind, mailing }), dialog };
}
