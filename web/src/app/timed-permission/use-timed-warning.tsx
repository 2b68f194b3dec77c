import { useEffect, useState } from 'react';
import type { FlashbarProps } from '@cloudscape-design/components/flashbar';
import { useTranslation } from 'react-i18next';
import { pushNotice } from '../notifications/notification-store';
import { inWarning, msUntilWarning, secondsLeft } from './countdown';
import { askForTimedPermission, clearGrant, useTimedState } from './timed-store';

/**
 * The countdown while a grant is live (spec section 4: a warning in seconds): nothing until its
 * last minute, then a warning that ticks every second with a way to extend; at the end the flag is
 * cleared and the user told. Returns the Flashbar item to show, or null.
 */
export function useTimedWarning(): FlashbarProps.MessageDefinition | null {
  const { t } = useTranslation();
  const { expiresAt } = useTimedState();
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (expiresAt === null) return;
    let interval: ReturnType<typeof setInterval> | undefined;
    const tick = () => {
      const at = Date.now();
      setNow(at);
      if (at >= expiresAt) {
        clearInterval(interval);
        clearGrant();
        pushNotice({ id: 'timed-permission-ended', type: 'info', content: { key: 'timedPermission.ended' } }, 20_000);
      }
    };
    const start = setTimeout(
      () => {
        tick();
        interval = setInterval(tick, 1000);
      },
      msUntilWarning(expiresAt, Date.now()),
    );
    return () => {
      clearTimeout(start);
      clearInterval(interval);
    };
  }, [expiresAt]);

  if (!inWarning(expiresAt, now)) return null;
  return {
    id: 'timed-permission-countdown',
    type: 'warning',
    header: t('timedPermission.endingTitle'),
    content: t('timedPermission.endsIn', { count: secondsLeft(expiresAt!, now) }),
    buttonText: t('timedPermission.extend'),
    onButtonClick: () => void askForTimedPermission(),
  };
}
