import { useState } from 'react';
import type { FieldError } from '@shared/errors';
import type { SmsSendBody } from '@shared/schemas/sms';
import type { SmsAbxBody } from '@shared/schemas/sms-abx';
import { abxRequest, EMPTY_ABX, type SmsAbxDraft } from './sms-abx-draft';

/** The A/B part of the SMS form: its draft, and the sending's request as an A/B test once the part is valid. */
export function useSmsAbx() {
  const [draft, setDraft] = useState<SmsAbxDraft>(EMPTY_ABX);
  const [errors, setErrors] = useState<FieldError[]>([]);
  /** The A/B request for a valid form, or undefined (its problems shown) — or the plain body when no test is asked. */
  const request = (base: SmsSendBody): SmsSendBody | SmsAbxBody | undefined => {
    if (!draft.active) return base;
    const checked = abxRequest(base, draft);
    setErrors('errors' in checked ? checked.errors : []);
    return 'body' in checked ? checked.body : undefined;
  };
  return { draft, setDraft, errors, request };
}
