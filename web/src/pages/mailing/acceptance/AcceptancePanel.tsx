import { useTranslation } from 'react-i18next';
import type { Mailing } from '@shared/schemas/mailing';
import { api } from '@web/api';
import { ApprovalAlert } from '@web/common/acceptance/ApprovalAlert';

/**
 * 4-eye verification on the mailing's page: a sending waiting for acceptance (the checker accepts or
 * rejects it here, having the content, sender and the audience it was handed over with in view), or a
 * rejection with its reason. The maker sees the request as theirs: no buttons, only what an edit does to it.
 */
export function AcceptancePanel({ mailing, onDecided }: { mailing: Mailing; onDecided: (m: Mailing) => void }) {
  const { t } = useTranslation();
  const approval = mailing.approval;
  if (!approval) return null;
  return (
    <ApprovalAlert
      approval={approval}
      name={mailing.name}
      testId="mailing"
      rejectedHint={t('acceptance.rejected.hint')}
      makerHint={t('acceptance.pending.makerHint')}
      details={
        <span data-testid="acceptance-audience">
          {approval.segmentName !== undefined
            ? t('acceptance.pending.audienceSegment', { name: approval.segmentName })
            : t('acceptance.pending.audienceAll')}
          {approval.recipients !== undefined && ` ${t('acceptance.pending.recipients', { count: approval.recipients })}`}
        </span>
      }
      accept={async () => onDecided(await api('mailings.accept', { params: { id: mailing.id }, body: {} }))}
      reject={async (body) => onDecided(await api('mailings.reject', { params: { id: mailing.id }, body }))}
    />
  );
}
