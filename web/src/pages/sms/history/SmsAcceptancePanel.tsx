import { useTranslation } from 'react-i18next';
import type { Sms } from '@shared/schemas/sms';
import { api } from '@web/api';
import { ApprovalAlert } from '@web/common/acceptance/ApprovalAlert';

/**
 * 4-eye verification in the SMS history, for the sending selected: one awaiting acceptance (a user
 * holding PERM_AZATWIERDZ who is not its maker accepts or rejects it here, its name, sender, text and
 * audience in the table above), or a rejection with its reason. A rejected SMS sending stays rejected
 * (there is no editing an SMS sending): the maker makes a new one.
 */
export function SmsAcceptancePanel({ sms, onDecided }: { sms: Sms; onDecided: (s: Sms) => void }) {
  const { t } = useTranslation();
  const approval = sms.approval;
  if (!approval || (sms.state !== 'awaiting' && sms.state !== 'rejected')) return null;
  return (
    <ApprovalAlert
      approval={approval}
      name={sms.name}
      testId="sms"
      rejectedHint={t('acceptance.sms.rejectedHint')}
      accept={async () => onDecided(await api('sms.accept', { params: { id: sms.id }, body: {} }))}
      reject={async (body) => onDecided(await api('sms.reject', { params: { id: sms.id }, body }))}
    />
  );
}
