import type { ReactNode } from 'react';
import FormField from '@cloudscape-design/components/form-field';
import Input, { type InputProps } from '@cloudscape-design/components/input';

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  errorText?: string;
  constraintText?: ReactNode;
  description?: string;
  type?: InputProps['type'];
  autoComplete?: string;
  name?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  placeholder?: string;
}

/** A labelled input: FormField ties the label to the control, so tests find it by label. */
export function TextField(props: TextFieldProps) {
  return (
    <FormField label={props.label} errorText={props.errorText} constraintText={props.constraintText} description={props.description}>
      <Input
        value={props.value}
        onChange={({ detail }) => props.onChange(detail.value)}
        type={props.type}
        autoComplete={props.autoComplete ?? true}
        name={props.name}
        disabled={props.disabled}
        autoFocus={props.autoFocus}
        placeholder={props.placeholder}
        invalid={Boolean(props.errorText)}
      />
    </FormField>
  );
}
