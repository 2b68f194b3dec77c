import { useEffect, useRef, type ReactNode } from 'react';
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
  /** Focus on mount, unless the user is busy elsewhere (see focusInUse). */
  autoFocus?: boolean;
  placeholder?: string;
}

/**
 * Whether focus is somewhere the user is working: in an open menu, list or dialog, on what opens
 * one, or in a field. A link or button that merely led to this page does not count.
 */
function focusInUse(): boolean {
  const active = document.activeElement;
  if (!active || active === document.body) return false;
  return (
    active.matches(
      'input, textarea, select, [contenteditable]:not([contenteditable="false"]), [aria-haspopup]:not([aria-haspopup="false"])',
    ) || active.closest('[role="menu"], [role="listbox"], [role="dialog"], [aria-modal="true"]') !== null
  );
}

/** A labelled input: FormField ties the label to the control, so tests find it by label. */
export function TextField(props: TextFieldProps) {
  const inputRef = useRef<InputProps.Ref>(null);
  // Not the native autoFocus: a lazily loaded page can appear after the user has already opened
  // a menu (say the language one in the top bar), and taking focus then closes it under their
  // pointer. So focus moves here only when the user is not busy elsewhere.
  const { autoFocus } = props;
  useEffect(() => {
    if (autoFocus && !focusInUse()) inputRef.current?.focus();
  }, [autoFocus]);

  return (
    <FormField label={props.label} errorText={props.errorText} constraintText={props.constraintText} description={props.description}>
      <Input
        ref={inputRef}
        value={props.value}
        onChange={({ detail }) => props.onChange(detail.value)}
        type={props.type}
        autoComplete={props.autoComplete ?? true}
        name={props.name}
        disabled={props.disabled}
        placeholder={props.placeholder}
        invalid={Boolean(props.errorText)}
      />
    </FormField>
  );
}
