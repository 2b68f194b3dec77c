import type { Language } from '@shared/constants';
import { linkEmail } from '@functions/platform/link-email';

/**
 * Notification e-mails (spec section 2: /account notification settings), in the recipient's
 * language and the look of the app's other e-mails. `{name}` placeholders are filled by the caller's
 * values; each e-mail links to the page where the outcome is (see NOTIFICATION_PATHS).
 */
const texts = {
  pl: {
    importFinished: {
      subject: 'Import „{file}” zakończony',
      intro: 'Import pliku „{file}”, który rozpocząłeś w koncie {account}, został zakończony. Dodano: {added}, zaktualizowano: {updated}, pominięto: {skipped}.',
      action: 'Zobacz wynik importu',
      outro: 'Wiersze, których nie zaimportowano, znajdziesz w raporcie na stronie importu. Powiadomienia możesz wyłączyć w ustawieniach swojego konta.',
    },
    importFailed: {
      subject: 'Import „{file}” nie powiódł się',
      intro: 'Import pliku „{file}”, który rozpocząłeś w koncie {account}, został przerwany z powodu błędu.',
      action: 'Zobacz szczegóły',
      outro: 'Na stronie importu znajdziesz przyczynę i raport z wierszami przetworzonymi do chwili błędu. Powiadomienia możesz wyłączyć w ustawieniach swojego konta.',
    },
    importLocked: {
      subject: 'Import „{file}” został zablokowany',
      intro: 'Import pliku „{file}”, który rozpocząłeś w koncie {account}, został zatrzymany: plik zawiera adresy będące pułapkami na spam. Kolejne importy są zablokowane do {until}.',
      action: 'Zobacz szczegóły',
      outro: 'Sprawdź źródło adresów przed następnym importem. Powiadomienia możesz wyłączyć w ustawieniach swojego konta.',
    },
    exportReady: {
      subject: 'Eksport gotowy do pobrania',
      intro: 'Eksport, który zleciłeś w koncie {account}, jest gotowy: {rows} wierszy. Plik możesz pobrać z listy eksportów.',
      action: 'Przejdź do eksportów',
      outro: 'Plik jest dostępny przez 7 dni. Powiadomienia możesz wyłączyć w ustawieniach swojego konta.',
    },
    smsSent: {
      subject: 'Wysyłka SMS „{sms}” zakończona',
      intro: 'Wysyłka SMS „{sms}”, którą zleciłeś w koncie {account}, została zakończona. Wysłano: {sent}, nie wysłano: {failed}.',
      action: 'Zobacz historię SMS',
      outro: 'Powody, dla których część SMS-ów nie wyszła, znajdziesz w zakładce „Kontakt SMS” subskrybenta. Powiadomienia możesz wyłączyć w ustawieniach swojego konta.',
    },
    smsFailed: {
      subject: 'Wysyłka SMS „{sms}” zakończona niepowodzeniem',
      intro: 'Wysyłka SMS „{sms}”, którą zleciłeś w koncie {account}, została zakończona niepowodzeniem: {reason}',
      action: 'Zobacz historię SMS',
      outro: 'Popraw przyczynę i zleć wysyłkę ponownie. Powiadomienia możesz wyłączyć w ustawieniach swojego konta.',
    },
    mailingSent: {
      subject: 'Wysyłka „{mailing}” zakończona',
      intro: 'Wysyłka „{mailing}”, którą zleciłeś w koncie {account}, została zakończona. Wysłano: {sent}, nie wysłano: {failed}.',
      action: 'Zobacz raport',
      outro: 'Otwarcia i kliknięcia będą napływać do raportu jeszcze przez jakiś czas. Powiadomienia możesz wyłączyć w ustawieniach swojego konta.',
    },
    mailingFailed: {
      subject: 'Wysyłka „{mailing}” zakończona niepowodzeniem',
      intro: 'Wysyłka „{mailing}”, którą zleciłeś w koncie {account}, została zakończona niepowodzeniem: {reason}',
      action: 'Zobacz mailing',
      outro: 'Popraw przyczynę i zleć wysyłkę ponownie. Powiadomienia możesz wyłączyć w ustawieniach swojego konta.',
    },
    mailingPaused: {
      subject: 'Wysyłka „{mailing}” wstrzymana',
      intro: 'Wysyłka „{mailing}”, którą zleciłeś w koncie {account}, została wstrzymana: {reason}',
      action: 'Zobacz raport',
      outro: 'Odbiorcy, do których wiadomość jeszcze nie wyszła, czekają; nikt nie dostanie jej dwa razy. Powiadomienia możesz wyłączyć w ustawieniach swojego konta.',
    },
    smsPaused: {
      subject: 'Wysyłka SMS „{sms}” wstrzymana',
      intro: 'Wysyłka SMS „{sms}”, którą zleciłeś w koncie {account}, została wstrzymana: {reason}',
      action: 'Zobacz historię SMS',
      outro: 'Odbiorcy, do których SMS jeszcze nie wyszedł, czekają; nikt nie dostanie go dwa razy. Powiadomienia możesz wyłączyć w ustawieniach swojego konta.',
    },
    newSignIn: {
      subject: 'Nowe logowanie do Goniec',
      intro: 'Ktoś zalogował się na Twoje konto w Goniec ({account}) z nowego miejsca: adres IP {ip}, przeglądarka {browser}, {at} (UTC).',
      action: 'Zobacz historię logowań',
      outro: 'Jeśli to Ty, nic nie musisz robić. Jeśli nie, od razu zmień hasło i włącz weryfikację dwuetapową.',
    },
  },
  en: {
    importFinished: {
      subject: 'Import "{file}" finished',
      intro: 'The import of "{file}" you started in the {account} account has finished. Added: {added}, updated: {updated}, skipped: {skipped}.',
      action: 'See the import',
      outro: 'The rows not imported are in the report on the import page. You can turn notifications off in your account settings.',
    },
    importFailed: {
      subject: 'Import "{file}" failed',
      intro: 'The import of "{file}" you started in the {account} account stopped because of an error.',
      action: 'See the details',
      outro: 'The import page tells why and has a report of the rows processed until then. You can turn notifications off in your account settings.',
    },
    importLocked: {
      subject: 'Import "{file}" was locked',
      intro: 'The import of "{file}" you started in the {account} account was stopped: the file holds spam-trap addresses. Further imports are locked until {until}.',
      action: 'See the details',
      outro: 'Check where the addresses came from before the next import. You can turn notifications off in your account settings.',
    },
    exportReady: {
      subject: 'Your export is ready to download',
      intro: 'The export you ordered in the {account} account is ready: {rows} rows. Download it from the list of exports.',
      action: 'Go to exports',
      outro: 'The file is kept for 7 days. You can turn notifications off in your account settings.',
    },
    smsSent: {
      subject: 'SMS sending "{sms}" finished',
      intro: 'The SMS sending "{sms}" you ordered in the {account} account has finished. Sent: {sent}, not sent: {failed}.',
      action: 'See the SMS history',
      outro: 'Why some texts did not go out is on each subscriber\'s "SMS contact" tab. You can turn notifications off in your account settings.',
    },
    smsFailed: {
      subject: 'SMS sending "{sms}" failed',
      intro: 'The SMS sending "{sms}" you ordered in the {account} account ended without being sent: {reason}',
      action: 'See the SMS history',
      outro: 'Fix the cause and send it again. You can turn notifications off in your account settings.',
    },
    mailingSent: {
      subject: 'Mailing "{mailing}" finished sending',
      intro: 'The mailing "{mailing}" you sent in the {account} account has finished sending. Sent: {sent}, not sent: {failed}.',
      action: 'See the report',
      outro: 'Opens and clicks keep coming into the report for a while. You can turn notifications off in your account settings.',
    },
    mailingFailed: {
      subject: 'Mailing "{mailing}" failed to send',
      intro: 'The mailing "{mailing}" you sent in the {account} account ended without being sent: {reason}',
      action: 'See the mailing',
      outro: 'Fix the cause and send it again. You can turn notifications off in your account settings.',
    },
    mailingPaused: {
      subject: 'Sending of "{mailing}" paused',
      intro: 'The sending of "{mailing}" you ordered in the {account} account has been paused: {reason}',
      action: 'See the report',
      outro: 'Recipients it has not reached yet are waiting; nobody will get it twice. You can turn notifications off in your account settings.',
    },
    smsPaused: {
      subject: 'SMS sending "{sms}" paused',
      intro: 'The SMS sending "{sms}" you ordered in the {account} account has been paused: {reason}',
      action: 'See the SMS history',
      outro: 'Recipients it has not reached yet are waiting; nobody will get it twice. You can turn notifications off in your account settings.',
    },
    newSignIn: {
      subject: 'New sign-in to Goniec',
      intro: 'Someone signed in to your Goniec account ({account}) from a new place: IP address {ip}, browser {browser}, {at} (UTC).',
      action: 'See your login history',
      outro: 'If it was you, there is nothing to do. If not, change your password at once and turn on two-step verification.',
    },
  },
} as const;

export type NotificationEmailKind = keyof (typeof texts)['pl'];

/**
 * Why a send failed, as the mailingFailed and smsFailed e-mails name it: the catalogue code the mailing records
 * (the web app's texts for it say the same), any other code as itself.
 */
const MAILING_FAILURES: Record<'pl' | 'en', Record<string, string>> = {
  pl: {
    MAILING_NO_RECIPIENTS: 'brak odbiorców, żaden subskrybent nie może otrzymać tego mailingu.',
    SMS_NO_RECIPIENTS: 'brak odbiorców, nikt w wybranej grupie nie ma numeru GSM, na który można wysłać SMS.',
    other: 'błąd {code}.',
  },
  en: {
    MAILING_NO_RECIPIENTS: 'no recipients, no subscriber can receive this mailing.',
    SMS_NO_RECIPIENTS: 'no recipients, nobody in the chosen audience has a GSM number a text can go to.',
    other: 'error {code}.',
  },
};

export function mailingFailureText(code: string | undefined, language: Language): string {
  const texts = MAILING_FAILURES[language === 'pl' ? 'pl' : 'en'];
  return texts[code ?? ''] ?? texts.other!.replace('{code}', code ?? '?');
}

/**
 * Why a sending paused, as the mailingPaused and smsPaused e-mails name it (the web app's pause
 * labels say the same): `{rate}` and `{limit}` are percentages, `{until}` the UTC time it resumes.
 */
const PAUSE_REASONS_TEXT: Record<'pl' | 'en', Record<string, string>> = {
  pl: {
    daily_quota: 'wyczerpał się dzienny limit wysyłki dostawcy. Wysyłka wznowi się sama {until} (UTC).',
    complaint_rate: 'odsetek skarg na spam osiągnął {rate}% (limit {limit}%). Sprawdź, skąd są adresy odbiorców, zanim ją wznowisz.',
    bounce_rate: 'odsetek trwałych odbić osiągnął {rate}% (limit {limit}%). Sprawdź, skąd są adresy odbiorców, zanim ją wznowisz.',
  },
  en: {
    daily_quota: "the provider's daily sending quota is spent. It resumes by itself at {until} (UTC).",
    complaint_rate: 'the spam complaint rate reached {rate}% (limit {limit}%). Check where the recipients\' addresses come from before you resume it.',
    bounce_rate: 'the hard bounce rate reached {rate}% (limit {limit}%). Check where the recipients\' addresses come from before you resume it.',
  },
};

export function pauseReasonText(reason: string, language: Language, values: Record<string, string | number>): string {
  const text = PAUSE_REASONS_TEXT[language === 'pl' ? 'pl' : 'en'][reason] ?? reason;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The web app's pages each notification links to (web/src/pages/…/paths.ts). */
export const NOTIFICATION_PATHS = {
  import: (importId: string) => `/subscribers/import?id=${encodeURIComponent(importId)}`,
  exports: () => '/subscribers/export',
  mailingReport: (mailingId: string) => `/v2/mailing/${encodeURIComponent(mailingId)}/report`,
  smsHistory: () => '/sms/history',
  loginHistory: () => '/account/login-history',
} as const;

export function notificationEmail(kind: NotificationEmailKind, language: Language, values: Record<string, string | number>, link: string) {
  // A failure travels as its code and is named in the recipient's language.
  const all = 'failure' in values ? { ...values, reason: mailingFailureText(String(values.failure), language) }
    : 'pause' in values ? { ...values, reason: pauseReasonText(String(values.pause), language, values) } : values;
  const fill = (s: string) => s.replace(/\{(\w+)\}/g, (whole, name: string) => (name in all ? String(all[name]) : whole));
  const raw = texts[language === 'pl' ? 'pl' : 'en'][kind];
  return linkEmail({ subject: fill(raw.subject), intro: fill(raw.intro), action: raw.action, outro: raw.outro }, link);
}
