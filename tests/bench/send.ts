/**
 * `npm run bench:send`: 100,000 recipients of a 40 KB template with 10 merge fields and 25 links,
 * on one core (one process, one thread). Measured: the whole per-recipient work of the sender —
 * personalise subject, html and text, sign every link, the MIME message with CRLF line ends (raw,
 * ready for SES) — against the render-only limit of the same template engine: liquidjs rendering
 * the same (sanitised) template, parsed once, with the same values. Sanitising and compiling happen
 * once per mailing (at save, and once per container) and are timed apart.
 * The last line is `send ratio=<R> per_core=<N>`: R = our recipients/s ÷ liquid-only renders/s,
 * N = our recipients/s. Not a test: numbers, not assertions (README).
 */
import { BASE_PROPERTIES, PERSONAL_PROPERTIES, type PropertyDef } from '@shared/properties';
import { sanitiseMailingHtml } from '@functions/mailings/sanitize';
import { trackingUrls } from '@functions/sending/links';
import { liquid } from '@functions/sending/merge-fields';
import { compileMailing, renderFor } from '@functions/sending/render';
import { DEFAULT_TRACKING_SETTINGS, type TrackingSettings } from '@shared/schemas/tracking-settings';
import { random } from './random';

const RECIPIENTS = Number(process.env.BENCH_RECIPIENTS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const seconds = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e9;
/**
 * CPU seconds of this process since `start` (user + system): the machine is shared, and wall time
 * would count other processes' turns on the core as ours. Background GC threads count too.
 */
const cpuSeconds = (start: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1e6;
};
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

const custom = ['plan', 'points', 'shoe', 'colour', 'store'].map((name, i): PropertyDef => ({
  id: `01CUSTOM${i}`,
  type: 'string',
  name,
  useName: true,
  displayName: name,
  placeholderName: name,
  personalProperty: false,
  kind: 'custom',
}));
const fields = [...BASE_PROPERTIES, ...PERSONAL_PROPERTIES, ...custom];
/** Ten distinct fields: five base and personal ones, five custom. */
const EXPRESSIONS = [
  'firstname | default: "Kliencie"',
  'lastname',
  'city | default: "Twoim mieście"',
  'name',
  'email',
  'plan',
  'points | default: 0',
  'shoe',
  'colour',
  'store',
];

function template(): string {
  const rnd = random(7);
  const words = ['zażółć', 'gęślą', 'jaźń', 'oferta', 'rabat', 'sklep', 'nowość', 'kolekcja', 'jesień', 'promocja', 'dostawa', 'gratis'];
  const sentence = () => Array.from({ length: 14 }, () => words[Math.floor(rnd() * words.length)]).join(' ');
  let body = `<h1>Cześć {{ ${EXPRESSIONS[0]} }}!</h1>\n`;
  for (let i = 0; i < 25; i++) {
    const field = EXPRESSIONS[i % EXPRESSIONS.length]!;
    const personalised = i % 5 === 0 ? `&amp;c={{ city | default: "x" }}` : '';
    body +=
      `<tr><td style="padding:16px;font-family:Arial,sans-serif;font-size:15px;color:#333333">\n<p>${sentence()}. {{ ${field} }} ${sentence()}.</p>\n` +
      `<p>${sentence()}. ${sentence()}. ${sentence()}.</p>\n<p>${sentence()}. ${sentence()}. ${sentence()}. ${sentence()}.</p>\n<p>${sentence()}. ${sentence()}. ${sentence()}.</p>\n<p><a href="https://shop.example/kolekcja/${i}?utm_source=goniec&amp;utm_medium=email${personalised}" style="color:#0972d3">Zobacz produkt ${i + 1}</a></p></td></tr>\n`;
  }
  return (
    `<html><head><title>Oferta</title></head><body><table width="600" cellpadding="0" cellspacing="0" style="margin:0 auto">\n${body}</table>` +
    `<p style="font-size:12px">Nie chcesz? <a href="{{ unsubscribe_url }}">Wypisz się</a></p></body></html>`
  );
}

function recipients(n: number) {
  const rnd = random(11);
  const first = ['Ala', 'Jan', 'Zofia', 'Łukasz', 'Małgorzata', 'Piotr', 'Ewa', '', 'Żaneta'];
  const cities = ['Kraków', 'Łódź', 'Gdańsk', 'Warszawa', 'Poznań', ''];
  return Array.from({ length: n }, (_, i) => ({
    id: `01SUB${String(i).padStart(21, '0')}`,
    email: `odbiorca${i}@example.com`,
    name: `${first[i % first.length]} Kowalska`,
    props: {
      firstname: first[i % first.length]!,
      lastname: 'Kowalska',
      city: cities[Math.floor(rnd() * cities.length)]!,
      '01CUSTOM0': ['złoty', 'srebrny', 'brąz'][i % 3]!,
      '01CUSTOM1': String(Math.floor(rnd() * 10_000)),
      '01CUSTOM2': String(36 + (i % 10)),
      '01CUSTOM3': 'zielony',
      '01CUSTOM4': 'Galeria Krakowska',
    },
  }));
}

const TRACKING: Record<string, TrackingSettings | undefined> = {
  fixed: { utm: { source: 'goniec', medium: 'email', campaign: 'jesien', term: '', content: '' }, hash: DEFAULT_TRACKING_SETTINGS.hash },
  personal: {
    utm: { source: 'goniec', medium: 'email', campaign: 'jesien', term: '', content: '' },
    hash: { enabled: true, type: 'param', name: 'h', text: '{{ email }}', hasher: 'md5' },
  },
};

const raw = template();
const start = process.hrtime.bigint();
const { html, removed } = sanitiseMailingHtml(raw);
const sanitiseMs = seconds(start) * 1000;
const compileStart = process.hrtime.bigint();
const compiled = await compileMailing({
  subject: '{{ firstname | default: "Kliencie" }}, {{ plan }} oferta dla {{ city | default: "Ciebie" }}',
  html,
  ids: { accountId: '01ACCOUNT', mailingId: '01MAILING' },
  listName: 'Oferta jesienna',
  from: { name: 'Sklep Zażółć', address: 'news@goniec.test' },
  senderDomain: 'goniec.test',
  fields,
  company: { name: 'Sklep sp. z o.o.', address: 'ul. Długa 1', postalCode: '00-001', city: 'Warszawa' },
  // BENCH_TRACKING=fixed: UTM values the same for everyone (baked into the shared links at compile
  // time); =personal: the MD5 of the recipient's address on every link (each link signed per recipient).
  tracking: TRACKING[process.env.BENCH_TRACKING ?? ''],
  trackingOrigin: 'https://goniec.test',
});
const compileMs = seconds(compileStart) * 1000;
const people = recipients(RECIPIENTS);
const key = new Uint8Array(64).fill(7);
const base = 'https://goniec.test';
const readScope = compiled.readScope;
const parsed = liquid.parse(html);
const expressions = [...raw.matchAll(/\{\{([\s\S]*?)\}\}/g)].length;
console.log(
  `template: ${fmt(Buffer.byteLength(html))} bytes, ${new Set(EXPRESSIONS.map((e) => e.split('|')[0]!.trim())).size} merge fields (${expressions} uses), ${compiled.links.length} tracked links; sanitised in ${sanitiseMs.toFixed(1)} ms (removed: ${removed.length}), compiled in ${compileMs.toFixed(1)} ms`,
);

let sink = 0;
// As the sender does: one reused buffer per message in flight (functions/delivery/email-channel.ts).
const arena = {};
function ours(): number {
  const t = process.cpuUsage();
  for (const s of people) {
    const urls = trackingUrls(base, key, { a: '01ACCOUNT', m: '01MAILING', s: s.id });
    sink += renderFor(compiled, s, urls, arena).raw.length;
  }
  return cpuSeconds(t);
}
function liquidOnly(): number {
  const t = process.cpuUsage();
  for (const s of people) sink += (liquid.renderSync(parsed, readScope(s, 'https://goniec.test/t/u/x')) as string).length;
  return cpuSeconds(t);
}

// Alternating rounds, best of each: both get the same warm JIT and the same machine noise.
let bestOurs = Infinity;
let bestLiquid = Infinity;
for (let round = 0; round < ROUNDS; round++) {
  if (!process.env.BENCH_ONLY_OURS) bestLiquid = Math.min(bestLiquid, liquidOnly());
  bestOurs = Math.min(bestOurs, ours());
  console.log(
    `round ${round + 1}: liquid render only ${fmt(RECIPIENTS / bestLiquid)}/s, full per-recipient work ${fmt(RECIPIENTS / bestOurs)}/s (per CPU second, best so far)`,
  );
}
const sample = renderFor(compiled, people[0]!, trackingUrls(base, key, { a: '01ACCOUNT', m: '01MAILING', s: people[0]!.id }));
console.log(`one message: ${fmt(sample.raw.length)} bytes raw MIME, subject "${sample.subject}" (checksum ${sink % 997})`);
console.log(`send ratio=${(bestLiquid / bestOurs).toFixed(2)} per_core=${Math.round(RECIPIENTS / bestOurs)}`);
