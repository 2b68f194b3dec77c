import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { routes } from '@shared/routes';
import type { Sender } from '@shared/schemas/predefined';
import { apiKey, useApiMutation, useApiQuery } from '@web/api/query';
import { useCan } from '@web/app/session/session-store';
import { useSubmission } from '@web/common/use-form-submit';
import { useErrorText } from '@web/common/use-error-text';
import { PredefinedTable } from './PredefinedTable';
import { SenderModal } from './SenderModal';
import { SENDERS } from './table-config';

/** The senders table, with the row link that makes a sender the default and the verified domains as the form's hint. */
export function SendersTable() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const can = useCan();
  // The hint of the sender form: the domains a from address may be on (read with the mailing permission).
  const domains =
    useApiQuery('domains.senderDomains', {}, { enabled: can(routes['domains.senderDomains'].permission) }).data?.domains ?? [];
  const update = useApiMutation('senders.update', { invalidates: [apiKey('senders.list')] });
  const action = useSubmission<string>();
  const makeDefault = (s: Sender) =>
    action.run(s.id, () =>
      update.mutateAsync({ params: { id: s.id }, body: { name: s.name, fromEmail: s.fromEmail, replyTo: s.replyTo, isDefault: true } }),
    );

  return (
    <SpaceBetween size="s">
      {action.error !== null && <Alert type="error">{errorText.describe(action.error)}</Alert>}
      <PredefinedTable
        config={SENDERS}
        modal={(sender, onClose) => <SenderModal sender={sender} domains={domains} onClose={onClose} />}
        rowActions={(s) =>
          !s.isDefault && (
            <Button
              variant="inline-link"
              loading={action.busy === s.id}
              onClick={() => void makeDefault(s)}
              ariaLabel={`${t('predefined.senders.makeDefault')} ${s.fromEmail}`}
            >
              {t('predefined.senders.makeDefault')}
            </Button>
          )
        }
      />
    </SpaceBetween>
  );
}
