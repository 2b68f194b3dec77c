import type { ComponentType } from 'react';
import type { SendType } from '@shared/rules/campaigns';
import type { FieldError } from '@shared/errors';
import type { PlanMailingBody, PlanPreview } from '@shared/schemas/schedule';
import type { Mailing } from '@shared/schemas/mailing';

/** What the plan dialog gives a send type's section: the schedule being edited, the field errors the server answered under `schedule`. */
export interface SectionProps<T extends SendType> {
  mailing: Mailing;
  value: Extract<PlanMailingBody, { type: T }>;
  onChange(value: Extract<PlanMailingBody, { type: T }>): void;
  /** Field errors of the last preview or plan, paths as the API names them (e.g. `cron.hour`, `variants`). */
  errors: readonly FieldError[];
  timeZone: string;
  /** The preview answered for the schedule as it stands (absent while it loads or was refused). */
  preview?: PlanPreview;
}

/** One send type in the plan dialog: its form section and its starting schedule; `available` false keeps it out of the dialog. */
export interface SendTypeSection<T extends SendType> {
  available: boolean;
  Section: ComponentType<SectionProps<T>>;
  initial(mailing: Mailing): Extract<PlanMailingBody, { type: T }>;
}
