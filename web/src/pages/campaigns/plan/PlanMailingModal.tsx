import type { Mailing } from '@shared/schemas/mailing';

export interface PlanMailingModalProps {
  mailing: Mailing;
  visible: boolean;
  onDismiss(): void;
  /** The mailing as planning answered it. */
  onPlanned(mailing: Mailing): void;
}

/**
 * CONTRACT placeholder (the planning helper): the dialog that plans a mailing — send type (the
 * available sections of ./sections), its settings, the preview (audience, count, the plan's room,
 * start and next starts) and the confirmation. Load it with lazyWithTexts('campaigns', …).
 */
export default function PlanMailingModal(_props: PlanMailingModalProps) {
  return null;
}
