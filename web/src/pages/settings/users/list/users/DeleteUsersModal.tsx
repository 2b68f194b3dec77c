import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '@shared/errors';
import type { DeleteUsersResult, Member } from '@shared/schemas/users-admin';
import { api } from '@web/api';
import { pushNotice } from '@web/app/notifications/notification-store';
import { ConfirmModal } from '@web/common/ConfirmModal';
import { useErrorText } from '@web/common/use-error-text';
import { deletePlan, type AdminContext } from '../../common/member-rules';
import { useReasonText } from '../../common/use-reason-text';

const LIST = { margin: 0, paddingInlineStart: '1.25em' } as const;

interface Props {
  ctx: AdminContext;
  selected: Member[];
  onDeleted: (ids: string[]) => void;
  onClose: () => void;
}

/**
 * Confirms removing the selected members. Those the rules protect are named with the reason and
 * left out of the request; if the API still refuses some, the modal stays open with each outcome.
 */
export function DeleteUsersModal({ ctx, selected, onDeleted, onClose }: Props) {
  const { t } = useTranslation();
  const reasonText = useReasonText();
  // Judged once, when the modal opens: the selection and the list change as soon as members go.
  const [plan] = useState(() => deletePlan(ctx, selected));
  const [result, setResult] = useState<DeleteUsersResult | null>(null);

  const confirm = async () => {
    const answer = await api('users.delete', { body: { ids: plan.deletable.map((m) => m.id) } });
    onDeleted(answer.deleted);
    if (answer.deleted.length)
      pushNotice({ type: 'success', content: { key: 'usersAdmin.notices.deleted', params: { count: answer.deleted.length } } }, 6000);
    if (answer.failed.length) setResult(answer);
    else onClose();
  };

  if (result)
    return <DeleteOutcome members={[...plan.deletable, ...plan.refused.map((r) => r.member)]} result={result} onClose={onClose} />;

  const count = plan.deletable.length;
  return (
    <ConfirmModal
      header={t('usersAdmin.delete.title', { count })}
      confirmText={t('usersAdmin.delete.confirm')}
      action={confirm}
      onClose={onClose}
    >
      <Box>{t('usersAdmin.delete.message', { count })}</Box>
      <ul style={LIST}>
        {plan.deletable.map((m) => (
          <li key={m.id}>
            {m.name} &lt;{m.email}&gt;
          </li>
        ))}
      </ul>
      {plan.refused.length > 0 && (
        <Alert type="warning" header={t('usersAdmin.delete.skipped', { count: plan.refused.length })}>
          <ul style={LIST}>
            {plan.refused.map(({ member, code }) => (
              <li key={member.id}>
                {member.email}: {reasonText(code)}
              </li>
            ))}
          </ul>
        </Alert>
      )}
    </ConfirmModal>
  );
}

/** USER_PARTIAL_SUCCESS: each member's outcome, refusals translated by their code. */
function DeleteOutcome({ members, result, onClose }: { members: Member[]; result: DeleteUsersResult; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const emailOf = (id: string) => members.find((m) => m.id === id)?.email ?? id;
  return (
    <Modal
      visible
      header={t('errors.USER_PARTIAL_SUCCESS')}
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
        {result.deleted.map((id) => (
          <StatusIndicator key={id} type="success">
            {t('usersAdmin.delete.deletedOne', { email: emailOf(id) })}
          </StatusIndicator>
        ))}
        {result.failed.map(({ id, code }) => (
          <StatusIndicator key={id} type="error">
            {emailOf(id)}: {errorText.field({ path: 'ids', code: code as ErrorCode })}
          </StatusIndicator>
        ))}
      </SpaceBetween>
    </Modal>
  );
}
