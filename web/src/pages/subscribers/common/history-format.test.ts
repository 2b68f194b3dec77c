import { describe, expect, it } from 'vitest';
import { PERSONAL_PROPERTIES } from '@shared/properties';
import type { Property } from '@shared/schemas/properties';
import type { ChangeEntry } from '@shared/schemas/subscriber-records';
import { formatDate } from '@web/common/format-date';
import { createI18n } from '@web/i18n';
import { actionLabel, actorLabel, describeChanges, historySubscriberLabel } from './history-format';

const i18n = createI18n('pl');
const toProperty = (p: (typeof PERSONAL_PROPERTIES)[number]): Property => ({ ...p, editable: false, deletable: false });
const color: Property = {
  id: '01COLOR',
  type: 'multilist',
  name: 'color',
  useName: false,
  displayName: 'Ulubione kolory',
  placeholderName: 'color',
  personalProperty: false,
  kind: 'custom',
  values: ['red', 'green'],
  editable: true,
  deletable: true,
};
const consent: Property = { ...color, id: '01AGREE', type: 'spec_agr', displayName: 'Zgoda marketingowa', values: undefined };
const properties = new Map([...PERSONAL_PROPERTIES.map(toProperty), color, consent].map((p) => [p.id, p]));
const fmt = {
  t: i18n.t,
  formatDate: (iso: string | undefined | null, withTime = false) => formatDate(iso, 'yyyy-mm-dd', withTime),
  properties,
};

const entry = (changes: ChangeEntry['changes']): Pick<ChangeEntry, 'changes'> => ({ changes });

describe('change history in words', () => {
  it('names the reason and comment given on the unsubscribe page', () => {
    const lines = describeChanges(
      entry([
        { field: 'status', from: 8, to: 3 },
        { field: 'unsubscribeReason', from: null, to: 'Za dużo wiadomości' },
        { field: 'unsubscribeComment', from: null, to: 'Co dzień to za często' },
      ]),
      fmt,
    );
    expect(lines.slice(1).map((l) => [l.label, l.from, l.to])).toEqual([
      ['Powód wypisania', '—', 'Za dużo wiadomości'],
      ['Komentarz do wypisania', '—', 'Co dzień to za często'],
    ]);
  });

  it('names base fields and properties, and says values as people read them', () => {
    const lines = describeChanges(
      entry([
        { field: 'status', from: 8, to: 3 },
        { field: 'emailType', from: 'normal', to: 'followup' },
        { field: 'gsm', from: null, to: '48601234567' },
        { field: 'props.firstname', from: null, to: 'Ala' },
        { field: 'props.01COLOR', from: ['red'], to: ['red', 'green'] },
        { field: 'props.01AGREE', from: null, to: '2026-03-01T10:00:00.000Z' },
        { field: 'props.01GONE', from: 'x', to: null },
      ]),
      fmt,
    );
    expect(lines.map((l) => `${l.label}: ${l.from} → ${l.to}`)).toEqual([
      'Status: Zweryfikowany → Wypisany',
      'Rodzaj korespondencji: Zwykły → Follow-up',
      'Telefon (GSM): — → +48601234567',
      'Imię: — → Ala',
      'Ulubione kolory: red → red, green',
      `Zgoda marketingowa: — → Udzielona ${formatDate('2026-03-01T10:00:00.000Z', 'yyyy-mm-dd', true)}`,
      'Usunięta właściwość: x → —',
    ]);
  });

  it('says what became of a quarantine', () => {
    const [line] = describeChanges(
      entry([
        {
          field: 'mailQuarantine',
          from: { level: 'none', failures: 1, served: 0 },
          to: { level: 'temporary', until: '2026-04-01T10:00:00.000Z', failures: 0, served: 1 },
        },
      ]),
      fmt,
    );
    expect(line).toMatchObject({
      label: 'Kwarantanna mailowa',
      from: 'Brak (1 niepowodzenie z rzędu)',
      to: `Tymczasowa do ${formatDate('2026-04-01T10:00:00.000Z', 'yyyy-mm-dd')}`,
    });
  });

  it('names who made the change: a user by address, an import, the API or the system', () => {
    expect(actorLabel(i18n.t, { kind: 'user', userId: 'u1', email: 'ola@example.com' })).toBe('ola@example.com');
    expect(actorLabel(i18n.t, { kind: 'import', importId: 'imp-7', importSource: 'file', importName: 'klienci.csv' })).toBe(
      'Import pliku klienci.csv',
    );
    expect(actorLabel(i18n.t, { kind: 'import', importId: 'imp-7', importSource: 'manual' })).toBe('Import z wklejonej listy');
    expect(actorLabel(i18n.t, { kind: 'import', importId: 'imp-7', importSource: 'gone' })).toBe('Import (już usunięty)');
    expect(historySubscriberLabel(i18n.t, { subscriberForgotten: true })).toBe('Subskrybent zapomniany (RODO)');
    expect(historySubscriberLabel(i18n.t, { subscriberEmail: 'ola@example.com' })).toBe('ola@example.com');
    expect(actorLabel(i18n.t, { kind: 'system' })).toBe('System (odbicia, linki wypisu)');
    expect(actorLabel(i18n.t, { kind: 'api' })).toBe('API');
    expect(actionLabel(i18n.t, 'forgotten')).toBe('Zapomnienie (RODO)');
  });
});
