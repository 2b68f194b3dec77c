import FormField from '@cloudscape-design/components/form-field';
import Textarea from '@cloudscape-design/components/textarea';
import { useTranslation } from 'react-i18next';
import { TAG_NAME_MAX, TAG_VALUES_MAX } from '@shared/rules/predefined';
import { TagBody, type Tag } from '@shared/schemas/predefined';
import { api } from '@web/api';
import { apiKey, invalidate } from '@web/api/query';
import { pushNotice } from '@web/app/notifications/notification-store';
import { FormModal } from '@web/common/FormModal';
import { TextField } from '@web/common/TextField';
import { useErrorText } from '@web/common/use-error-text';
import { useFormSubmit } from '@web/common/use-form-submit';
import { useZodForm } from '@web/common/use-zod-form';
import { listError, toLines } from './lines';
import { useDiscardTexts } from './use-discard-texts';

interface Values {
  name: string;
  values: string;
}

/** Adds or edits a tag and its allowed values, one a line. */
export function TagModal({ tag, onClose }: { tag?: Tag; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const form = useZodForm<Values, TagBody>(
    TagBody,
    { name: tag?.name ?? '', values: tag?.values.join('\n') ?? '' },
    { prepare: (v) => ({ name: v.name, values: toLines(v.values) }) },
  );
  const { handleSubmit, submitting, error } = useFormSubmit(form, { keepBusy: true });
  const submit = handleSubmit(async (body) => {
    const saved = tag ? await api('tags.update', { params: { id: tag.id }, body }) : await api('tags.add', { body });
    form.markSaved();
    await invalidate(apiKey('tags.list'));
    pushNotice(
      { type: 'success', content: { key: tag ? 'predefined.tags.saved' : 'predefined.tags.added', params: { name: saved.name } } },
      5000,
    );
    onClose();
  });
  const valuesLabel = t('predefined.tags.values');
  return (
    <FormModal
      header={t(tag ? 'predefined.tags.editHeader' : 'predefined.tags.addHeader')}
      submitText={t('predefined.save')}
      dirty={form.dirty}
      submitting={submitting}
      error={error}
      errorLabels={{ values: valuesLabel }}
      discardTexts={useDiscardTexts()}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <TextField
        label={t('predefined.tags.name')}
        description={t('predefined.tags.nameHint', { max: TAG_NAME_MAX })}
        autoFocus
        autoComplete="off"
        value={form.values.name}
        onChange={(v) => form.set('name', v)}
        errorText={errorText.field(form.errors.name)}
      />
      <FormField
        label={valuesLabel}
        description={t('predefined.tags.valuesHint', { max: TAG_VALUES_MAX })}
        errorText={errorText.field(listError(form.errors, 'values'))}
      >
        <Textarea value={form.values.values} onChange={({ detail }) => form.set('values', detail.value)} rows={5} ariaLabel={valuesLabel} />
      </FormField>
    </FormModal>
  );
}
