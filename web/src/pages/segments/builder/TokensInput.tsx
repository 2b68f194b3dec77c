import { useState } from 'react';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import TokenGroup from '@cloudscape-design/components/token-group';
import { useTranslation } from 'react-i18next';
import { splitTokens } from './condition';

interface Props {
  values: readonly string[];
  onChange: (values: string[]) => void;
  numeric: boolean;
  invalid: boolean;
  disabled?: boolean;
  ariaLabel: string;
}

/** Values typed one by one (Enter or a comma adds one; leaving the field adds what is typed), shown as removable tokens. */
export function TokensInput({ values, onChange, numeric, invalid, disabled, ariaLabel }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const commit = (raw: string) => {
    const added = splitTokens(raw).filter((v) => !values.includes(v));
    if (added.length) onChange([...values, ...added]);
    setText('');
  };
  return (
    <SpaceBetween size="xxs">
      <Input
        value={text}
        onChange={({ detail }) => {
          // A comma ends a value; what follows it stays in the field.
          if (/[,;\n]/.test(detail.value)) {
            const parts = detail.value.split(/[,;\n]/);
            commit(parts.slice(0, -1).join(','));
            setText(parts[parts.length - 1] ?? '');
          } else setText(detail.value);
        }}
        onKeyDown={(event) => {
          // Enter adds the value typed; it does not submit the form around.
          if (event.detail.key === 'Enter') {
            event.preventDefault();
            commit(text);
          }
        }}
        onBlur={() => text.trim() && commit(text)}
        inputMode={numeric ? 'decimal' : undefined}
        placeholder={t('segments.builder.tokensPlaceholder')}
        ariaLabel={ariaLabel}
        invalid={invalid}
        disabled={disabled}
      />
      {values.length > 0 && (
        <TokenGroup
          items={values.map((v) => ({ label: v, dismissLabel: t('segments.builder.removeValue', { value: v }) }))}
          onDismiss={({ detail }) => onChange(values.filter((_, i) => i !== detail.itemIndex))}
          readOnly={disabled}
        />
      )}
    </SpaceBetween>
  );
}
