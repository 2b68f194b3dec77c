import { describe, expect, it } from 'vitest';
import { webResources } from '@shared/i18n/resources';
import { serverResources } from '@shared/i18n/server';
import { accountEmail, registeredAgainEmail } from '@functions/auth/emails';
import { notificationEmail } from '@functions/notifications/emails';
import { memberEmail } from '@functions/users/emails';
import { pages, plainLook } from '@functions/tracking/pages';
import { serverT } from './i18n';

type Tree = { [key: string]: string | Tree };
const flat = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : flat(value, `${prefix}${key}.`),
  );
const PLURAL = /_(one|few|many|other)$/;

const resources = {
  pl: { ...webResources.pl, ...serverResources.pl },
  'en-US': { ...webResources['en-US'], ...serverResources['en-US'] },
};

describe('the one set of translations (shared/i18n)', () => {
  const namespaces = ['translation', 'server'] as const;

  it.each(namespaces)('%s: pl and en have the same keys', (ns) => {
    const keys = (lng: 'pl' | 'en-US') =>
      flat(resources[lng][ns] as unknown as Tree)
        .map(([key]) => key)
        .sort();
    expect(keys('en-US')).toEqual(keys('pl'));
  });

  it.each(namespaces)('%s: every plural key has all four forms (Polish needs one, few and many; other is for fractions)', (ns) => {
    for (const lng of ['pl', 'en-US'] as const) {
      const keys = new Set(flat(resources[lng][ns] as unknown as Tree).map(([key]) => key));
      const bases = new Set([...keys].filter((key) => PLURAL.test(key)).map((key) => key.replace(PLURAL, '')));
      const incomplete = [...bases].filter((base) => !['one', 'few', 'many', 'other'].every((form) => keys.has(`${base}_${form}`)));
      expect(incomplete, lng).toEqual([]);
    }
  });

  it('the server speaks i18next interpolation only ({{name}}, no leftover {name})', () => {
    for (const lng of ['pl', 'en-US'] as const) {
      const single = flat(resources[lng].server as unknown as Tree).filter(([, text]) => /(^|[^{])\{\w+\}(?!\})/.test(text));
      expect(single, lng).toEqual([]);
    }
  });

  it('Polish decline the product name after a preposition ("do Gońca", "w Gońcu", never "w Goniec")', () => {
    for (const ns of namespaces) {
      const wrong = flat(resources.pl[ns] as unknown as Tree).filter(([, text]) => /\b(w|do|z|od|dla|o|przez|na)\s+Goniec\b/i.test(text));
      expect(wrong, ns).toEqual([]);
    }
  });

  it('keys are typed: a missing key fails the typecheck on the server', () => {
    const t = serverT('pl');
    // @ts-expect-error: no such key in the server namespace
    expect(t('emails.notifications.noSuchEmail.subject')).toBe('emails.notifications.noSuchEmail.subject');
    expect(t('unsubscribe.button')).toBe('Wypisz mnie');
  });
});

describe('Polish plurals on the server (spec section 9: 1 → form 0; 2–4 but not 12–14 → form 1; else form 2)', () => {
  const cases: [number, string][] = [
    [1, '1 wiersz.'],
    [2, '2 wiersze.'],
    [4, '4 wiersze.'],
    [5, '5 wierszy.'],
    [12, '12 wierszy.'],
    [14, '14 wierszy.'],
    [22, '22 wiersze.'],
    [25, '25 wierszy.'],
    [0, '0 wierszy.'],
  ];
  it.each(cases)('the export-ready e-mail: %i → %s', (count, expected) => {
    const mail = notificationEmail('exportReady', 'pl', { account: 'Sklep', count }, 'https://app.example/e');
    expect(mail.text).toContain(`jest gotowy: ${expected}`);
  });

  it('English says one row, two rows', () => {
    expect(notificationEmail('exportReady', 'en-US', { account: 'Shop', count: 1 }, 'https://x').text).toContain('ready: 1 row.');
    expect(notificationEmail('exportReady', 'en-US', { account: 'Shop', count: 2 }, 'https://x').text).toContain('ready: 2 rows.');
  });
});

describe('the server e-mails take their words from shared/i18n', () => {
  it('account e-mails in both languages, the product name declined in Polish', () => {
    expect(accountEmail('verify', 'pl', 'https://x/v').subject).toBe('Potwierdź swój adres e-mail w Gońcu');
    expect(accountEmail('recover', 'en-US', 'https://x/r').subject).toBe('Set a new password for Goniec');
    const again = registeredAgainEmail('pl', 'https://x/login', 'https://x/recover');
    expect(again.subject).toBe('Próba rejestracji w Gońcu na Twój adres');
    expect(again.text).toContain('Nie pamiętasz hasła? Link jest ważny przez 1 godzinę: https://x/recover');
  });

  it('member e-mails fill the account and the inviter', () => {
    const invitation = memberEmail('invitation', 'pl', 'Sklep', 'https://x/i', 'ala@example.com');
    expect(invitation.subject).toBe('Zaproszenie do konta Sklep w Gońcu');
    expect(invitation.text).toContain('ala@example.com zaprasza Cię do konta Sklep w Gońcu.');
    expect(invitation.text).not.toMatch(/\{\{?\w+\}?\}/);
    expect(memberEmail('changePassword', 'en-US', 'Shop', 'https://x/p').subject).toBe('Change your Goniec password');
  });

  it('notifications name failures in the recipient language and decline the product name', () => {
    expect(
      notificationEmail('newSignIn', 'pl', { account: 'Sklep', ip: '1.2.3.4', browser: 'Firefox', at: '2026-11-27 01:00' }, 'https://x/h')
        .subject,
    ).toBe('Nowe logowanie do Gońca');
    const failed = notificationEmail(
      'mailingFailed',
      'pl',
      { account: 'Sklep', mailing: 'Listopad', failure: 'MAILING_NO_RECIPIENTS' },
      'https://x/m',
    );
    expect(failed.text).toContain('zakończona niepowodzeniem: brak odbiorców');
    const other = notificationEmail('smsFailed', 'en-US', { account: 'Shop', sms: 'Promo', failure: 'SOMETHING_ELSE' }, 'https://x/s');
    expect(other.text).toContain('ended without being sent: error SOMETHING_ELSE.');
  });

  it('the unsubscribe pages', () => {
    expect(pages.confirm(plainLook('pl'))).toContain('<button type="submit">Wypisz mnie</button>');
    expect(pages.done(plainLook('en'))).toContain('You will no longer receive messages from this list.');
  });
});
