import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { SmsSendBody } from '@shared/schemas/sms';
import type { SmsAbxBody } from '@shared/schemas/sms-abx';
import { api } from '@web/api';
import { pushNotice } from '@web/app/notifications/notification-store';
import { useSubmission } from '@web/common/use-form-submit';
import { useLeaveConfirmation } from '@web/common/use-leave-confirmation';
import { useZodForm } from '@web/common/use-zod-form';
import { SMS_HISTORY_PATH, SMS_PLANNED_PATH } from '../paths';
import { CODE_FIELDS, EMPTY_DRAFT } from './sms-form';

/**
 * The sending form: the draft checked by the API's own schema, a confirmation before it goes out
 * (it goes at once: POST /sms answers 202 and the sending runs in the background), then the
 * history, where it is followed. A refusal lands on its field, or else on the whole form. With
 * 4-eye verification on, the same call hands it over for acceptance (it answers `awaiting`).
 */
export function useSmsSending(prepare: (body: SmsSendBody) => SmsSendBody | SmsAbxBody | undefined = (body) => body) {
  const navigate = useNavigate();
  const form = useZodForm(SmsSendBody, EMPTY_DRAFT);
  const [confirming, setConfirming] = useState<SmsSendBody | SmsAbxBody | null>(null);
  const { busy, error, run } = useSubmission<'send'>({ claim: (e) => form.applyServerError(e, CODE_FIELDS) });
  const leave = useLeaveConfirmation(form.dirty && busy === null);

  /** Checks the form; when it is valid, asks before sending. */
  const requestSend = () => {
    const body = form.validate();
    // An A/B test (../abx) checks its own part too.
    const ready = body && prepare(body);
    if (ready) setConfirming(ready);
  };

  const send = async () => {
    if (!confirming) return;
    const sent = await run(
      'send',
      async () => {
        const sms = 'abx' in confirming ? await api('sms.abxSend', { body: confirming }) : await api('sms.send', { body: confirming });
        leave.allowNextNavigation();
        // With 4-eye verification on, it was handed over and waits: the notice says so, not that it is going out.
        // Issue 17: a planned or cyclic one says so and is followed on the planned list.
        const planned = sms.state === 'planned';
        const key =
          sms.state === 'awaiting'
            ? 'acceptance.sms.handedOver'
            : planned
              ? sms.schedule?.type === 'cyclic'
                ? 'smsPlanning.started.cyclic'
                : 'smsPlanning.started.planned'
              : 'sms.sending.started';
        pushNotice({ type: 'success', content: { key, params: { name: sms.name } } }, 8000);
        navigate(planned ? SMS_PLANNED_PATH : SMS_HISTORY_PATH);
        return sms;
      },
      { keepBusy: true },
    );
    // A refusal is shown on the form (its fields, or the whole of it): the question is over.
    if (!sent) setConfirming(null);
  };

  return { form, busy, error, confirming, requestSend, send, cancelSend: () => setConfirming(null), leaveModal: leave.modal };
}
