import type { SendingPause } from '@shared/schemas/sending-pause';
import type { TranslationKey } from '@web/i18n';

/** A rate as the pause label shows it: a percentage to one decimal place (0.004 → "0.4"). */
export const percent = (fraction: number | undefined): string => (fraction === undefined ? '?' : String(Math.round(fraction * 1000) / 10));

/**
 * The translation key and values that name why a sending stands paused ("Paused: complaint rate 0.4%
 * (limit 0.3%)"): a quota is the provider's, SES for e-mail, the operator's for texts.
 */
export function pauseLabel(
  channel: 'email' | 'sms',
  pause: SendingPause,
): {
  key:
    | Extract<TranslationKey, `sendingPause.${'daily_quota' | 'complaint' | 'bounce' | 'window' | 'manual'}${string}`>
    // An hourly mailing's wait (issue 17): its text comes with the campaign pages, where such a mailing is shown.
    | 'campaignHourly.pause';
  values: { rate?: string; limit?: string };
} {
  if (pause.reason === 'hourly') return { key: 'campaignHourly.pause', values: {} };
  if (pause.reason === 'daily_quota') return { key: `sendingPause.daily_quota_${channel}`, values: {} };
  return { key: `sendingPause.${pause.reason}`, values: { rate: percent(pause.detail?.rate), limit: percent(pause.detail?.limit) } };
}
