import type { Language } from '@shared/constants';
import { serverResources, type ServerResources } from '@shared/i18n/server';
import { serverT } from '@functions/platform/i18n';
import { linkEmail } from '@functions/platform/link-email';

/**
 * Notification e-mails (spec section 2: /account notification settings), in the recipient's
 * language and the look of the app's other e-mails; the words are shared/i18n/<lang>/server.json's
 * (`emails.notifications`), filled by the caller's values. A `count` value picks the plural form
 * (the export's rows). Each e-mail links to the page where the outcome is (see NOTIFICATION_PATHS).
 */
export type NotificationEmailKind = keyof ServerResources['emails']['notifications'];

type FailureCode = keyof ServerResources['emails']['failures'];
type PauseReason = keyof ServerResources['emails']['pauses'];
const isKey = <K extends string>(table: Record<K, string>, key: string): key is K => Object.hasOwn(table, key);

/**
 * Why a send failed, as the mailingFailed and smsFailed e-mails name it: the catalogue code the mailing records
 * (the web app's texts for it say the same), any other code as itself.
 */
export function mailingFailureText(code: string | undefined, language: Language): string {
  const t = serverT(language);
  const known = code !== undefined && code !== 'other' && isKey<FailureCode>(serverResources.pl.server.emails.failures, code);
  return known ? t(`emails.failures.${code}`) : t('emails.failures.other', { code: code ?? '?' });
}

/**
 * Why a sending paused, as the mailingPaused and smsPaused e-mails name it (the web app's pause
 * labels say the same): `rate` and `limit` are percentages, `until` the UTC time it resumes.
 */
export function pauseReasonText(reason: string, language: Language, values: Record<string, string | number>): string {
  if (!isKey<PauseReason>(serverResources.pl.server.emails.pauses, reason)) return reason;
  return serverT(language)(`emails.pauses.${reason}`, { rate: values.rate ?? '?', limit: values.limit ?? '?', until: values.until ?? '?' });
}

/** The web app's pages each notification links to (web/src/pages/…/paths.ts). */
export const NOTIFICATION_PATHS = {
  import: (importId: string) => `/subscribers/import?id=${encodeURIComponent(importId)}`,
  exports: () => '/subscribers/export',
  mailingReport: (mailingId: string) => `/v2/mailing/${encodeURIComponent(mailingId)}/report`,
  mailingEditor: (mailingId: string) => `/v2/mailing/edit/editor/${encodeURIComponent(mailingId)}`,
  smsHistory: () => '/sms/history',
  loginHistory: () => '/account/login-history',
  webhooks: () => '/advanced/webhooks',
} as const;

export function notificationEmail(kind: NotificationEmailKind, language: Language, values: Record<string, string | number>, link: string) {
  // A failure travels as its code and is named in the recipient's language.
  const all =
    'failure' in values
      ? { ...values, reason: mailingFailureText(String(values.failure), language) }
      : 'pause' in values
        ? { ...values, reason: pauseReasonText(String(values.pause), language, values) }
        : values;
  const t = serverT(language);
  // The values are the e-mail's own (names, counts): i18next reads them as interpolation options.
  const options = all as { count?: number } & Record<string, string | number>;
  return linkEmail(
    {
      subject: t(`emails.notifications.${kind}.subject`, options),
      intro: t(`emails.notifications.${kind}.intro`, options),
      action: t(`emails.notifications.${kind}.action`),
      outro: t(`emails.notifications.${kind}.outro`),
    },
    link,
  );
}
