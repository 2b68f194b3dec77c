import Box from '@cloudscape-design/components/box';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { EVENT_PROPERTY_OPERATORS, type EventPropertyOperator } from '@shared/rules/custom-events';
import { setWhere } from './condition';
import type { ConditionInput } from './draft';
import { Part } from './Part';

interface Props {
  condition: ConditionInput;
  /** The problem of a part of the condition ("where.value"), as the editor shows it. */
  errorOf: (part: string) => string | undefined;
  onChange: (next: ConditionInput) => void;
  disabled?: boolean;
}

/** A custom-event condition's optional filter (issue 19): count only the events whose property compares so. */
export function EventWhereFields({ condition: c, errorOf, onChange, disabled }: Props) {
  const { t } = useTranslation();
  const operatorOptions = EVENT_PROPERTY_OPERATORS.map((op) => ({ value: op, label: t(`segments.operators.${op}`) }));
  return (
    <SpaceBetween direction="horizontal" size="s" alignItems="end">
      <Box variant="small" padding={{ bottom: 'xs' }}>
        {t('segments.builder.where')}
      </Box>
      <Part label={t('segments.builder.whereProperty')} error={errorOf('where.property')}>
        <Input
          value={c.where?.property ?? ''}
          onChange={({ detail }) => onChange(setWhere(c, { property: detail.value }))}
          placeholder={t('segments.builder.wherePropertyPlaceholder')}
          invalid={Boolean(errorOf('where.property'))}
          disabled={disabled}
        />
      </Part>
      <Part label={t('segments.builder.whereOperator')} error={errorOf('where.operator')} width={160}>
        <Select
          selectedOption={operatorOptions.find((o) => o.value === c.where?.operator) ?? null}
          onChange={({ detail }) => onChange(setWhere(c, { operator: detail.selectedOption.value as EventPropertyOperator }))}
          options={operatorOptions}
          placeholder={t('segments.builder.chooseOperator')}
          invalid={Boolean(errorOf('where.operator'))}
          disabled={disabled}
          expandToViewport
        />
      </Part>
      <Part label={t('segments.builder.whereValue')} error={errorOf('where.value')}>
        <Input
          value={c.where?.value ?? ''}
          onChange={({ detail }) => onChange(setWhere(c, { value: detail.value }))}
          invalid={Boolean(errorOf('where.value'))}
          disabled={disabled}
        />
      </Part>
    </SpaceBetween>
  );
}
