import FormField from '@cloudscape-design/components/form-field';
import Textarea from '@cloudscape-design/components/textarea';
import { useTranslation } from 'react-i18next';
import { TAG_NAME_MAX, TAG_VALUES_MAX } from '@shared/rules/predefined';
import { TagBody, type Tag } from '@shared/schemas/predefined';
import { api } from '@web/api';
import { FormModal } from '@web/common/FormModal';
import { TextField } from '@web/common/TextField';
import { useErrorText } from '@web/common/use-error-text';
import { useZodForm } from '@web/common/use-zod-form';
import { usePredefinedModal } from './use-predefined-modal';
import { listError, toLines } from './lines';

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
  const modal = usePredefinedModal(
    'tags',
    form,
    tag !== undefined,
    (body) => (tag ? api('tags.update', { params: { id: tag.id }, body }) : api('tags.add', { body })),
    onClose,
  );
  const valuesLabel = t('predefined.tags.values');
  return (
    <FormModal {...modal} errorLabels={{ values: valuesLabel }}>
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
