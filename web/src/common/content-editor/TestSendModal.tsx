import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Textarea from '@cloudscape-design/components/textarea';
import { useTranslation } from 'react-i18next';
import { routes } from '@shared/routes';
import { TEST_EMAILS_MAX } from '@shared/rules/templates';
import type { TestSendResult } from '@shared/schemas/content';
import { api } from '@web/api';
import { useApiQuery } from '@web/api/query';
import { useCan } from '@web/app/session/session-store';
import { ModalFooter } from '@web/common/ModalFooter';
import { useErrorText } from '@web/common/use-error-text';
import { useSubmission } from '@web/common/use-form-submit';
import type { HistoryOwner } from './HistoryModal';

/**
 * A test send through the real send path: to addresses typed here (up to TEST_EMAILS_MAX) and/or a
 * test group's (company settings). What is sent is what is saved: the page saves first.
 */
export function TestSendModal({
  owner,
  beforeSend,
  onClose,
}: {
  owner: HistoryOwner;
  beforeSend: () => Promise<boolean>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const can = useCan();
  // Groups with no address cannot take a test e-mail; they are listed with their count all the same, so nobody looks for a missing group.
  const groups = useApiQuery('testGroups.mailOptions', {}, { enabled: can(routes['testGroups.mailOptions'].permission) });
  const [emails, setEmails] = useState('');
  const [groupId, setGroupId] = useState<string | null>(null);
  const [result, setResult] = useState<TestSendResult | null>(null);
  const { busy, error, run } = useSubmission<'sending'>();
  const list = emails
    .split(/[\s,;]+/)
    .map((e) => e.trim())
    .filter(Boolean);
  const tooMany = list.length > TEST_EMAILS_MAX;
  const send = () =>
    run('sending', async () => {
      if (!(await beforeSend())) return;
      const body = { emails: list, ...(groupId ? { testGroupId: groupId } : {}) };
      const params = { id: owner.id };
      setResult(
        owner.kind === 'template' ? await api('templates.testSend', { params, body }) : await api('mailings.testSend', { params, body }),
      );
    });
  const options = (groups.data?.items ?? []).map((g) => ({
    value: g.id,
    label: g.name,
    description: t('editor.test.groupSize', { count: g.emails }),
  }));
  return (
    <Modal
      visible
      onDismiss={onClose}
      header={t('editor.test.title')}
      closeAriaLabel={t('common.close')}
      footer={
        <ModalFooter
          dismissText={t('common.close')}
          onDismiss={onClose}
          dismissDisabled={busy !== null}
          confirmText={t('editor.test.send')}
          onConfirm={() => void send()}
          loading={busy !== null}
        />
      }
    >
      <SpaceBetween size="m">
        <FormField
          label={t('editor.test.emails')}
          description={t('editor.test.emailsHint', { max: TEST_EMAILS_MAX })}
          errorText={tooMany ? t('editor.test.tooMany', { max: TEST_EMAILS_MAX }) : undefined}
        >
          <Textarea value={emails} onChange={({ detail }) => setEmails(detail.value)} rows={3} />
        </FormField>
        {options.length > 0 && (
          <FormField label={t('editor.test.group')}>
            <Select
              selectedOption={options.find((o) => o.value === groupId) ?? null}
              onChange={({ detail }) => setGroupId(detail.selectedOption.value ?? null)}
              options={options}
              placeholder={t('editor.test.groupPlaceholder')}
            />
          </FormField>
        )}
        {error !== null && <Alert type="error">{errorText.describe(error)}</Alert>}
        {result && (
          <ul data-testid="test-send-results">
            {result.results.map((r) => (
              <li key={r.email}>
                <StatusIndicator type={r.status === 'sent' ? 'success' : 'error'}>
                  {r.email}: {r.status === 'sent' ? t('editor.test.sent') : r.error ? errorText.code(r.error) : t('editor.test.notSent')}
                </StatusIndicator>
              </li>
            ))}
          </ul>
        )}
      </SpaceBetween>
    </Modal>
  );
}
