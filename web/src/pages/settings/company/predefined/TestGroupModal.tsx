import FormField from '@cloudscape-design/components/form-field';
import Textarea from '@cloudscape-design/components/textarea';
import { useTranslation } from 'react-i18next';
import { TEST_GROUP_EMAILS_MAX, TEST_GROUP_GSMS_MAX } from '@shared/rules/predefined';
import { TestGroupBody, type TestGroup } from '@shared/schemas/predefined';
import { api } from '@web/api';
import { FormModal } from '@web/common/FormModal';
import { TextField } from '@web/common/TextField';
import { useErrorText } from '@web/common/use-error-text';
import { useZodForm } from '@web/common/use-zod-form';
import { usePredefinedModal } from './use-predefined-modal';
import { listError, toLines } from './lines';

interface Values {
  name: string;
  emails: string;
  gsms: string;
}

/** Adds or edits a test group: addresses and numbers one a line; the server names each one it refuses. */
export function TestGroupModal({ group, onClose }: { group?: TestGroup; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const form = useZodForm<Values, TestGroupBody>(
    TestGroupBody,
    { name: group?.name ?? '', emails: group?.emails.join('\n') ?? '', gsms: group?.gsms.map((g) => `+${g}`).join('\n') ?? '' },
    { prepare: (v) => ({ name: v.name, emails: toLines(v.emails), gsms: toLines(v.gsms) }) },
  );
  const modal = usePredefinedModal(
    'testGroups',
    form,
    group !== undefined,
    (body) => (group ? api('testGroups.update', { params: { id: group.id }, body }) : api('testGroups.add', { body })),
    onClose,
  );
  const area = (field: 'emails' | 'gsms', label: string, hint: string) => (
    <FormField label={label} description={hint} errorText={errorText.field(listError(form.errors, field))}>
      <Textarea value={form.values[field]} onChange={({ detail }) => form.set(field, detail.value)} rows={4} ariaLabel={label} />
    </FormField>
  );
  return (
    <FormModal {...modal} errorLabels={{ emails: t('predefined.testGroups.emails'), gsms: t('predefined.testGroups.gsms') }}>
      <TextField
        label={t('predefined.testGroups.name')}
        autoFocus
        autoComplete="off"
        value={form.values.name}
        onChange={(v) => form.set('name', v)}
        errorText={errorText.field(form.errors.name)}
      />
      {area('emails', t('predefined.testGroups.emails'), t('predefined.testGroups.emailsHint', { max: TEST_GROUP_EMAILS_MAX }))}
      {area('gsms', t('predefined.testGroups.gsms'), t('predefined.testGroups.gsmsHint', { max: TEST_GROUP_GSMS_MAX }))}
    </FormModal>
  );
}
