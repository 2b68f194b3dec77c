import AttributeEditor from '@cloudscape-design/components/attribute-editor';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import { useTranslation } from 'react-i18next';
import type { FieldError } from '@shared/errors';
import { PROPERTY_LIMITS } from '@shared/properties';
import { useErrorText } from '@web/common/use-error-text';
import { listLength, valueRowProblems } from './property-form';

interface Props {
  values: string[];
  onChange: (values: string[]) => void;
  /** The whole list's problem (empty, too long), from the schema or the API. */
  error?: FieldError;
  /** Show each row's problem (after a submit attempt). */
  showRowErrors: boolean;
}

/** A list's values, one per row: each at most 255 characters, none twice, 1020 in all, at least one. */
export function ValuesEditor({ values, onChange, error, showRowErrors }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const problems = valueRowProblems(values);
  const used = listLength(values);
  const set = (index: number, value: string) => onChange(values.map((v, i) => (i === index ? value : v)));

  return (
    <FormField
      label={t('structure.form.values')}
      description={t('structure.form.valuesHint')}
      constraintText={t('structure.form.valuesUsed', { used, max: PROPERTY_LIMITS.listTotalMax })}
      errorText={errorText.field(error)}
      stretch
    >
      <AttributeEditor
        items={values.map((value, index) => ({ value, index }))}
        definition={[
          {
            label: t('structure.form.value'),
            control: (item) => (
              <Input
                value={item.value}
                onChange={({ detail }) => set(item.index, detail.value)}
                ariaLabel={t('structure.form.valueN', { n: item.index + 1 })}
                invalid={showRowErrors && problems[item.index] !== null}
              />
            ),
            errorText: (item) =>
              showRowErrors && problems[item.index] ? errorText.field({ path: 'values', code: problems[item.index]! }) : undefined,
          },
        ]}
        onAddButtonClick={() => onChange([...values, ''])}
        onRemoveButtonClick={({ detail }) => onChange(values.length > 1 ? values.filter((_, i) => i !== detail.itemIndex) : [''])}
        addButtonText={t('structure.form.addValue')}
        removeButtonText={t('structure.form.removeValue')}
        empty={t('structure.form.noValues')}
      />
    </FormField>
  );
}
