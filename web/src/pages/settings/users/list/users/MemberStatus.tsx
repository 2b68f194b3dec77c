import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import { useTranslation } from 'react-i18next';
import type { Member } from '@shared/schemas/users-admin';
import { memberStatuses, type MemberStatus as Status } from '../../common/member-rules';

const TYPES: Record<Status, StatusIndicatorProps.Type> = { active: 'success', blocked: 'error', locked: 'stopped', invited: 'pending' };

/** Active, or every reason the member cannot work: blocked, locked, invitation not yet accepted. */
export function MemberStatus({ member }: { member: Member }) {
  const { t } = useTranslation();
  return (
    <SpaceBetween direction="horizontal" size="xs">
      {memberStatuses(member).map((status) => (
        <StatusIndicator key={status} type={TYPES[status]}>
          {t(`usersAdmin.status.${status}`)}
        </StatusIndicator>
      ))}
    </SpaceBetween>
  );
}
