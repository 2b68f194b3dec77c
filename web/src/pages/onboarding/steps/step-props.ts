import type { ZodForm } from '@web/common/use-zod-form';

export interface StepProps<V extends object> {
  form: ZodForm<V, unknown>;
}
