import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import iconv from 'iconv-lite';
import type { PropertyDef } from '@shared/properties';
import { PERSONAL_PROPERTIES } from '@shared/properties';
import { random as seeded } from './random';

const FIRST = [
  'Zofia',
  'Jan',
  'Małgorzata',
  'Łukasz',
  'Agnieszka',
  'Grzegorz',
  'Żaneta',
  'Paweł',
  'Katarzyna',
  'Jędrzej',
  'Anna',
  'Michał',
];
const LAST = [
  'Nowak',
  'Kowalski',
  'Wiśniewska',
  'Wójcik',
  'Kamińska',
  'Lewandowski',
  'Zieliński',
  'Szymańska',
  'Woźniak',
  'Dąbrowski',
  'Kozłowska',
  'Jankowski',
];
const CITIES = [
  'Warszawa',
  'Kraków',
  'Łódź',
  'Wrocław',
  'Poznań',
  'Gdańsk',
  'Szczecin',
  'Bydgoszcz',
  'Lublin',
  'Białystok',
  'Katowice',
  'Gdynia',
];
const DOMAINS = ['example.pl', 'poczta.example.com', 'firma.example.pl', 'example.net', 'mail.example.org'];
const PLANS = ['basic', 'pro', 'premium'];
const LOCAL = [
  'zofia',
  'jan',
  'malgorzata',
  'lukasz',
  'agnieszka',
  'grzegorz',
  'zaneta',
  'pawel',
  'katarzyna',
  'jedrzej',
  'anna',
  'michal',
];

/** Row i's address: the same i always gives the same address (duplicates repeat an earlier i). */
const emailOf = (i: number) => `${LOCAL[i % 12]}.${i}@${DOMAINS[i % 5]}`;

export const BENCH_HEADER = ['email', 'firstname', 'lastname', 'city', 'birthday', 'points', 'plan', 'consent'];

/** The account's properties the columns map to: four personal ones, and three custom of other types. */
export const BENCH_PROPS: PropertyDef[] = [
  ...PERSONAL_PROPERTIES,
  {
    id: 'points',
    type: 'int',
    name: 'points',
    useName: true,
    displayName: 'Punkty',
    placeholderName: 'points',
    personalProperty: false,
    kind: 'custom',
    signed: false,
    minNum: 0,
    maxNum: 100000,
  },
  {
    id: 'plan',
    type: 'list',
    name: 'plan',
    useName: true,
    displayName: 'Plan',
    placeholderName: 'plan',
    personalProperty: false,
    kind: 'custom',
    values: PLANS,
  },
  {
    id: 'consent',
    type: 'spec_agr',
    name: 'consent',
    useName: false,
    displayName: 'Zgoda',
    placeholderName: 'consent',
    personalProperty: false,
    kind: 'custom',
  },
];
export const BENCH_MAPPING = BENCH_HEADER.map((field, column) => ({ column, field }));

const quote = (v: string) => `"${v.replace(/"/g, '""')}"`;

export interface GeneratedFile {
  rows: number;
  bytes: number;
  duplicates: number;
  invalid: number;
}

/**
 * Writes `rows` data rows (quoted fields, one header row): 3% repeat an earlier address differing only
 * in case or surrounding spaces, 1% are invalid (a broken address, an impossible date, points out
 * of range). Windows-1250 variants use ';' as Polish spreadsheets do.
 */
export async function writeBenchFile(path: string, rows: number, encoding: 'utf-8' | 'windows-1250'): Promise<GeneratedFile> {
  const random = seeded(20261122);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const delimiter = encoding === 'utf-8' ? ',' : ';';
  const out = createWriteStream(path);
  let bytes = 0;
  let buffer = '';
  let duplicates = 0;
  let invalid = 0;
  const flush = async () => {
    const chunk = encoding === 'utf-8' ? Buffer.from(buffer, 'utf8') : iconv.encode(buffer, 'win1250');
    bytes += chunk.length;
    buffer = '';
    if (!out.write(chunk)) await once(out, 'drain');
  };
  buffer += `${BENCH_HEADER.map(quote).join(delimiter)}\r\n`;
  for (let i = 0; i < rows; i++) {
    const r = random();
    let email = emailOf(i);
    let birthday = `19${50 + Math.floor(random() * 50)}-0${1 + Math.floor(random() * 9)}-1${Math.floor(random() * 9)}`;
    let points = String(Math.floor(random() * 100000));
    if (r < 0.03 && i > 10) {
      // An earlier row's address again, in other case or with spaces around it.
      const j = Math.floor(random() * i);
      email = r < 0.015 ? `  ${emailOf(j)} ` : emailOf(j).toUpperCase();
      duplicates++;
    } else if (r < 0.04) {
      invalid++;
      if (r < 0.033) email = email.replace('@', ' at ');
      else if (r < 0.036) birthday = '1990-02-30';
      else points = '-17';
    }
    buffer +=
      [email, pick(FIRST), pick(LAST), pick(CITIES), birthday, points, pick(PLANS), random() < 0.5 ? 'tak' : '2024-05-01']
        .map(quote)
        .join(delimiter) + '\r\n';
    if (buffer.length > 1 << 20) await flush();
  }
  await flush();
  out.end();
  await once(out, 'finish');
  return { rows, bytes, duplicates, invalid };
}
