import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverResources } from '@shared/i18n/server';
import { webResources } from '@shared/i18n/resources';
import { accountEmail, registeredAgainEmail } from '@functions/auth/emails';
import { notificationEmail, type NotificationEmailKind } from '@functions/notifications/emails';
import { memberEmail, type MemberEmailKind } from '@functions/users/emails';

/**
 * Polish declines the product name: "do Gońca", "w Gońcu", "z Gońcem", "mailing Gońca". The
 * nominative "Goniec" is right only as the subject ("Goniec powiadamia…"); after a preposition, or
 * as the owner of a noun before it, it is always wrong. This reads every Polish text that can
 * reach a user: both catalogues, every server e-mail as rendered, and the e-mails whose words live
 * in code rather than the catalogues (the local runtime's demo mailing).
 */
const PREPOSITIONS = [
  'do',
  'w',
  'we',
  'z',
  'ze',
  'od',
  'dla',
  'u',
  'o',
  'bez',
  'przez',
  'na',
  'po',
  'przy',
  'ku',
  'za',
  'nad',
  'pod',
  'przed',
];
const OWNED_NOUNS = [
  'mailing\\w*',
  'kont\\w*',
  'zesp[oó]\\w*',
  'użytkowni\\w*',
  'hasł\\w*',
  'aplikacj\\w*',
  'usług\\w*',
  'regulamin\\w*',
  'newsletter\\w*',
];
const UNDECLINED = new RegExp(`(?<![\\p{L}])(${[...PREPOSITIONS, ...OWNED_NOUNS].join('|')})\\s+Goniec(?![\\p{L}])`, 'giu');

const undeclined = (text: string): string[] => [...text.matchAll(UNDECLINED)].map((m) => m[0]);

type Tree = { [key: string]: string | Tree };
const strings = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : strings(value, `${prefix}${key}.`),
  );
const offending = (entries: [string, string][]) =>
  entries.flatMap(([where, text]) => undeclined(text).map((found) => `${where}: ${found}`));

const ROOT = join(import.meta.dirname, '..', '..');
const VALUES = {
  account: 'Sklep',
  inviter: 'ala@example.com',
  file: 'lista.csv',
  mailing: 'Listopad',
  sms: 'Promo',
  count: 2,
  failure: 'other',
};

describe('the product name declined in Polish', () => {
  it('the matcher catches the undeclined forms and passes the declined ones (so the checks below can fail)', () => {
    expect(undeclined('Witaj w Goniec. Przejdź do Goniec, zaloguj się z Goniec; przykładowy mailing Goniec.')).toEqual([
      'w Goniec',
      'do Goniec',
      'z Goniec',
      'mailing Goniec',
    ]);
    expect(undeclined('Witaj w Gońcu. Przejdź do Gońca, z Gońcem; Goniec powiadamia Cię o nowościach. Gońcowi dziękujemy.')).toEqual([]);
  });

  it('in every Polish catalogue (shared/i18n/pl/*.json)', () => {
    const dir = join(ROOT, 'shared/i18n/pl');
    const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) expect(offending(strings(JSON.parse(readFileSync(join(dir, file), 'utf8')) as Tree)), file).toEqual([]);
    // The same words as the apps load them (the web's and the server's namespaces).
    expect(offending(strings(webResources.pl.translation as unknown as Tree))).toEqual([]);
    expect(offending(strings(serverResources.pl.server as unknown as Tree))).toEqual([]);
  });

  it('in every server e-mail as a Polish user gets it (subject and body)', () => {
    const emails = serverResources.pl.server.emails;
    const rendered = [
      accountEmail('verify', 'pl', 'https://x/v'),
      accountEmail('recover', 'pl', 'https://x/r'),
      registeredAgainEmail('pl', 'https://x/login', 'https://x/recover'),
      ...(Object.keys(emails.members) as MemberEmailKind[]).map((kind) =>
        memberEmail(kind, 'pl', 'Sklep', 'https://x/m', 'ala@example.com'),
      ),
      ...(Object.keys(emails.notifications) as NotificationEmailKind[]).map((kind) => notificationEmail(kind, 'pl', VALUES, 'https://x/n')),
    ];
    expect(rendered.length).toBeGreaterThan(10);
    for (const mail of rendered) expect(undeclined(`${mail.subject}\n${mail.text}\n${mail.html}`), mail.subject).toEqual([]);
  });

  it('in the e-mails written in code: the demo mailing of the local runtime and the e-mail builders', () => {
    const sources = [
      'infra/local/seed.ts',
      'functions/platform/link-email.ts',
      'functions/auth/emails.ts',
      'functions/users/emails.ts',
      'functions/notifications/emails.ts',
    ];
    for (const path of sources) expect(undeclined(readFileSync(join(ROOT, path), 'utf8')), path).toEqual([]);
  });
});
