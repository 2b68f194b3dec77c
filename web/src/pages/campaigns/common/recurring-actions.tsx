import { useState } from 'react';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import type { SendType } from '@shared/rules/campaigns';
import type { Mailing } from '@shared/schemas/mailing';
import { api } from '@web/api';
import { notifyError, pushNotice } from '@web/app/notifications/notification-store';
import { useErrorText } from '@web/common/use-error-text';
import { isCyclicAbx } from './cyclic-abx';

/** The send types whose planner is recurring (functions/mailings/send-types): pause and resume apply. */
const RECURRING: readonly SendType[] = ['cyclic'];
const recurring = (m: Mailing) => (!m.parentId && !!m.sendType && RECURRING.includes(m.sendType)) || isCyclicAbx(m);

/**
 * Pause (mass pause) of the selected active cyclic or automatic mailings, and resume of those paused
 * by hand, as buttons for the list's header: each mailing is answered, the refused ones named by reason.
 */
export function RecurringActions({ selected, onDone }: { selected: readonly Mailing[]; onDone(): void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const pausable = selected.filter((m) => recurring(m) && m.state === 'planned');
  const resumable = selected.filter((m) => recurring(m) && m.state === 'paused' && m.pause?.reason === 'manual');

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
      onDone();
    }
  };
  const pause = () =>
    run(async () => {
      const { items } = await api('mailings.massPause', { body: { ids: pausable.map((m) => m.id) } });
      const done = items.filter((i) => i.paused).length;
      const refused = items.filter((i) => !i.paused);
      if (done) pushNotice({ type: 'success', content: { key: 'campaignCyclic.actions.paused', params: { count: done } } }, 10_000);
      if (refused.length)
        pushNotice({
          type: 'error',
          content: {
            key: 'campaignCyclic.actions.refused',
            params: { count: refused.length, reason: errorText.code(refused[0]!.code ?? '') },
          },
        });
    });
  const resume = () =>
    run(async () => {
      for (const m of resumable) await api('mailings.resume', { params: { id: m.id }, body: {} });
    });

  return (
    <SpaceBetween direction="horizontal" size="xs">
      <Button disabled={!pausable.length} loading={busy} onClick={() => void pause()} data-testid="recurring-pause">
        {t('campaignCyclic.actions.pause')}
      </Button>
      <Button disabled={!resumable.length} loading={busy} onClick={() => void resume()} data-testid="recurring-resume">
        {t('campaignCyclic.actions.resume')}
      </Button>
    </SpaceBetween>
  );
}
