import type { ReactNode } from 'react';
import FormField from '@cloudscape-design/components/form-field';

interface PartProps {
  label: string;
  error?: string;
  children: ReactNode;
  width?: number;
  description?: string;
}

/** A field of the condition with its problem under it. */
export function Part({ label, error, children, width = 200, description }: PartProps) {
  return (
    <div style={{ minWidth: width, maxWidth: 360 }}>
      <FormField label={label} errorText={error} description={description} stretch>
        {children}
      </FormField>
    </div>
  );
}
