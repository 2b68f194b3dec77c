import Button from '@cloudscape-design/components/button';
import ButtonDropdown, { type ButtonDropdownProps } from '@cloudscape-design/components/button-dropdown';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Member } from '@shared/schemas/users-admin';
import { useFollow } from '@web/common/use-follow';
import { actionReason, addError, type AdminContext, type UserAction } from '../../common/member-rules';
import { editUserPath, NEW_USER_PATH } from '../../common/paths';
import { useReasonText } from '../../common/use-reason-text';
import type { QuickAction } from './use-user-actions';

export type ModalAction = 'duplicate' | 'copyPermissions' | 'delete';

interface Props {
  ctx: AdminContext;
  selected: Member[];
  loading: boolean;
  busy: QuickAction | null;
  onRefresh: () => void;
  onQuick: (action: QuickAction, member: Member) => void;
  onModal: (action: ModalAction) => void;
}

/** The users table's buttons: refresh, the actions menu, delete and add — each disabled with its reason. */
export function UserActions({ ctx, selected, loading, busy, onRefresh, onQuick, onModal }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const follow = useFollow();
  const reasonText = useReasonText();
  const [one] = selected.length === 1 ? selected : [];
  const reason = (action: UserAction) => reasonText(actionReason(action, ctx, selected));

  const item = (id: UserAction, text: string): ButtonDropdownProps.Item => {
    const why = reason(id);
    return { id, text, disabled: why !== undefined || busy !== null, disabledReason: why };
  };
  const items: ButtonDropdownProps.ItemOrGroup[] = [
    {
      id: 'profile',
      items: [
        item('edit', t('usersAdmin.actions.edit')),
        item('duplicate', t('usersAdmin.actions.duplicate')),
        item('copyPermissions', t('usersAdmin.actions.copyPermissions')),
      ],
    },
    {
      id: 'access',
      items: [
        item('setActive', one?.banned ? t('usersAdmin.actions.activate') : t('usersAdmin.actions.block')),
        item('lock', one?.locked ? t('usersAdmin.actions.unlock') : t('usersAdmin.actions.lock')),
        item('sendPasswordEmail', t('usersAdmin.actions.sendPasswordEmail')),
        item('logout', t('usersAdmin.actions.logout')),
      ],
    },
  ];

  const onItemClick = (id: string) => {
    if (id === 'edit' && one) navigate(editUserPath(one.id));
    else if (id === 'duplicate' || id === 'copyPermissions') onModal(id);
    else if (one && (id === 'setActive' || id === 'lock' || id === 'sendPasswordEmail' || id === 'logout')) onQuick(id, one);
  };

  const addWhy = reasonText(addError(ctx));
  const deleteWhy = reason('delete');
  return (
    <SpaceBetween direction="horizontal" size="xs">
      <Button iconName="refresh" ariaLabel={t('common.refresh')} onClick={onRefresh} loading={loading} />
      <ButtonDropdown items={items} loading={busy !== null} onItemClick={({ detail }) => onItemClick(detail.id)}>
        {t('usersAdmin.actions.menu')}
      </ButtonDropdown>
      <Button disabled={deleteWhy !== undefined} disabledReason={deleteWhy} onClick={() => onModal('delete')}>
        {t('usersAdmin.actions.delete')}
      </Button>
      <Button variant="primary" href={NEW_USER_PATH} onFollow={follow} disabled={addWhy !== undefined} disabledReason={addWhy}>
        {t('usersAdmin.actions.add')}
      </Button>
    </SpaceBetween>
  );
}
