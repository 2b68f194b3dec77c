import type { CancellationSettings } from '@shared/schemas/cancellation';

/** The form's state: the reasons as one text, a line each (the API takes a list). */
export interface CancellationValues {
  offerPreferences: boolean;
  preferenceProperties: string[];
  askReason: boolean;
  reasons: string;
}

export const toValues = (s: CancellationSettings): CancellationValues => ({ ...s, reasons: s.reasons.join('\n') });

export const toBody = (v: CancellationValues): CancellationSettings => ({
  ...v,
  reasons: v.reasons
    .split(/\r?\n/)
    .map((r) => r.trim())
    .filter((r) => r !== ''),
});
