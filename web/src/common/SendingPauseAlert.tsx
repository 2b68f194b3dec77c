import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import { useTranslation } from 'react-i18next';
import type { SendingPause } from '@shared/schemas/sending-pause';
import { pauseLabel } from './sending-pause';
import { useErrorText } from './use-error-text';
import { useFormatDate } from './use-format-date';
import { useSubmission } from './use-form-submit';

/**
 * Why a sending (a mailing or an SMS sending) stands paused, when it goes on by itself, and a Resume
 * button for a user allowed to resume it (the API checks again: PERM_MWYSYL, and a restricted
 * user's reach). `resume` answers once the sending is going again.
 */
export function SendingPauseAlert({
  channel,
  pause,
  canResume,
  resume,
}: {
  channel: 'email' | 'sms';
  pause: SendingPause;
  canResume: boolean;
  resume: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const errorText = useErrorText();
  const { busy, error, run } = useSubmission<'resume'>();
  const label = pauseLabel(channel, pause);
  return (
    <Alert
      type="warning"
      header={t(label.key, label.values)}
      action={
        canResume ? (
          <Button loading={busy === 'resume'} onClick={() => void run('resume', resume)}>
            {t('sendingPause.resume')}
          </Button>
        ) : undefined
      }
    >
      {pause.resumeAt ? t('sendingPause.resumesAt', { date: formatDate(pause.resumeAt, true) }) : t('sendingPause.needsPerson')}
      {!canResume && ` ${t('sendingPause.noPermission')}`}
      {error !== null && <div role="alert">{errorText.describe(error)}</div>}
    </Alert>
  );
}
