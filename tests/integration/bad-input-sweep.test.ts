import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { isErrorCode } from '@shared/errors';
import { compilePath, routes, type RouteDef } from '@shared/api-routes';
import { ApiSession, createTestAccount, loggedIn, TEST_PASSWORD, type ApiResult } from './helpers';
import { DEFAULT_SCORING_RULES } from '@shared/schemas/scoring';
import { brandingBody } from '@tests/fixtures/branding';
import { grantSuperAdmin } from './users-helpers';
import { bodiesFor, leavesOf, withValue, type Leaf, type LeafKind } from './bad-input-bodies';
import { makeResources, paramsFor, snapshot, STATUS_TREE, type Ids } from './bad-input-account';
import { tokenClient, type TokenClient } from './api-token-helpers';
import { SFTP_SWEEP_SERVER } from './sftp-fixtures';

const { usersRepository } = await import('@functions/users/repository');

/**
 * The bad-input sweep (issue 10, part 9): every route of the route table that takes a body gets each
 * hostile value in every string field its schema has, a body nested too deep, a lone surrogate in a
 * key and a flood of unknown fields; every route with a path parameter gets broken percent-encoding
 * in it; every query gets a lone surrogate. Each answer must be a 4xx with a catalogue code, small,
 * and the account must be exactly as it was. Bodies come from the route's own schema
 * (bad-input-bodies.ts) or from FIXTURES below; a route with neither fails the sweep, so a new route
 * joins it by being in the table.
 */

/** Answers are this small, whatever was sent. */
const MAX_ERROR_BYTES = 8 * 1024;

const TEXT: LeafKind[] = ['format', 'name', 'singleLine', 'multiLine'];
const ONE_LINE: LeafKind[] = ['format', 'name', 'singleLine'];
const EVERYWHERE: LeafKind[] = [...TEXT, 'content'];

/** Inside the value (between two letters when it is empty), so neither a trim nor a lenient parser can drop it. */
const inside = (value: string, bad: string) => {
  const text = value === '' ? 'ab' : value.length === 1 ? `${value}${value}` : value;
  return `${text.slice(0, 1)}${bad}${text.slice(1)}`;
};

/** Each hostile value, and the kinds of field that must refuse it (shared/rules/text.ts). */
const HOSTILE: { id: string; make: (value: string) => string; refusedBy: LeafKind[]; multipart: boolean }[] = [
  { id: 'NUL', make: (v) => inside(v, '\u0000'), refusedBy: EVERYWHERE, multipart: true },
  { id: 'BEL', make: (v) => inside(v, '\u0007'), refusedBy: EVERYWHERE, multipart: true },
  { id: 'lone surrogate', make: (v) => inside(v, '\uD800'), refusedBy: EVERYWHERE, multipart: false },
  { id: 'C1 control', make: (v) => inside(v, '\u0085'), refusedBy: TEXT, multipart: true },
  { id: 'bidi override', make: (v) => inside(v, '\u202E'), refusedBy: TEXT, multipart: true },
  { id: 'bidi isolate', make: (v) => inside(v, '\u2067'), refusedBy: TEXT, multipart: true },
  { id: 'zero-width only', make: () => '\u200B\u200C\u200D\u2060', refusedBy: TEXT, multipart: true },
  { id: 'CR LF', make: (v) => inside(v, '\r\nBcc: sweep@example.com\r\n'), refusedBy: ONE_LINE, multipart: false },
  { id: 'tab', make: (v) => inside(v, '\t'), refusedBy: ONE_LINE, multipart: true },
];

/** Bodies a schema walk cannot make (segment trees, a company with a valid NIP), beside those it makes. */
const segmentTree = {
  kind: 'group',
  op: 'or',
  children: [
    { kind: 'condition', source: 'field', target: 'name', aggregation: 'none', operator: 'in', value: ['Ala', 'Ola'] },
    { kind: 'condition', source: 'field', target: 'name', aggregation: 'none', operator: 'contains', value: 'Jan' },
    {
      kind: 'condition',
      source: 'activity',
      target: '*',
      events: ['opened'],
      window: { kind: 'between', from: '2026-01-01', to: '2026-02-01' },
      aggregation: 'count',
      operator: 'gte',
      value: 1,
    },
  ],
};
const sweepMailing = {
  name: 'Sweep',
  subject: 'Temat',
  fromName: 'Nadawca',
  fromEmail: 'news@goniec.test',
  mode: 'html',
  html: '<p>Treść</p>',
  preheader: 'Zajawka',
  utm: { source: 'goniec', campaign: 'zima' },
};
/** A template with every field a save may carry (issue 16). */
const templateBody = {
  name: 'Sweep template',
  description: 'Opis',
  dir: null,
  headers: { fromEmail: 'news@goniec.test', fromName: 'Sklep', replyTo: 'odp@example.com', subject: 'Temat', preheader: 'Zajawka' },
  custom: [{ key: 'klucz', value: 'wartość' }],
  advancedOptions: { language: 'pl' },
  tags: [{ name: 'sezon', value: 'wiosna' }],
  mode: 'html',
  html: '<p>Treść</p>',
  text: 'Treść',
  textCustom: true,
  preheader: 'Zajawka',
  utm: { source: 'goniec', medium: 'email', campaign: 'wiosna' },
  event: {
    title: 'Premiera',
    description: 'Zapraszamy',
    start: '2027-03-01T10:00:00Z',
    end: '2027-03-01T12:00:00Z',
    location: 'Warszawa',
    organiser: 'Sklep',
  },
};
const FIXTURES: Record<string, unknown[]> = {
  // Issue 16: content being written, and a test send (the schema's refine wants an address or a group).
  'content.preview': [{ html: '<p>Cześć {{ firstname | default: "Kliencie" }}</p>', subject: 'Temat' }],
  'mailings.testSend': [{ emails: ['test-sweep@example.com'] }],
  'mailings.massPause': [{ ids: ['SWEEPMAILING'] }],
  // Issue 18: the addresses report's filter (a status is a number in a pipe, days go with their engagement filter).
  'reports.exportAddresses': [{ search: 'sweep', status: 8, minScore: 1, maxScore: 10, engagement: 'openedWithin', days: 7 }],
  // Issue 19: a bulk upsert's items are upsert bodies.
  'v1.subscribers.bulk': [{ items: [{ email: 'bulk-sweep@example.com', name: 'Sweep', comment: 'Sweep' }] }],
  'templates.testSend': [{ emails: ['test-sweep@example.com'] }],
  // A mailing's content needs its html or, in visual mode, its MJML (a refinement the generator cannot meet).
  'mailings.create': [sweepMailing],
  'mailings.update': [sweepMailing],
  // Issue 17: a wall time is a pattern the generator does not meet.
  'mailings.planPreview': [{ type: 'once', at: '2031-01-01T10:00' }],
  'mailings.plan': [{ type: 'once', at: '2031-01-01T10:00' }],
  'mailings.changeTime': [{ at: '2031-01-01T10:00' }],
  // Issue 17: the schedule (a union) leaves the schema no body of its own to make.
  'sms.send': [{ name: 'Wyprzedaż', sender: 'Sklep', content: 'Treść', schedule: { type: 'once', at: '2031-01-01T10:00' } }],
  'sms.changeTime': [{ at: '2031-01-01T10:00' }],
  'sms.schedulePreview': [{ schedule: { type: 'once', at: '2031-01-01T10:00' } }],
  // Issue 17, SMS A/B tests: as many different texts as variants (a refinement the generator cannot meet).
  'sms.abxSend': [
    {
      name: 'Sweep',
      sender: 'Sweep',
      content: 'Sweep A',
      abx: {
        variants: [
          { key: 'A', share: 10 },
          { key: 'B', share: 10, content: 'Sweep B' },
        ],
        measure: 'count',
        decideAfterHours: 1,
      },
    },
  ],
  // A domain name passes no generic string candidate; this one is never added (every case breaks it).
  'domains.add': [{ domain: 'bad-input-sweep.example.com' }],
  // Issue 18: the bands' order is a refinement the generator cannot meet.
  'scoring.save': [DEFAULT_SCORING_RULES],
  'segments.create': [{ name: 'Sweep segment', type: 'static', conditions: segmentTree }],
  'segments.update': [{ name: 'Sweep segment', type: 'static', conditions: segmentTree }],
  'segments.estimate': [{ conditions: segmentTree }],
  'onboarding.saveStep': [
    {
      step: 'company',
      data: {
        name: 'Ewa Sp. z o.o.',
        legalForm: 'SP_ZOO',
        taxId: '526-025-02-74',
        krs: '0000123456',
        regon: '',
        address: 'ul. Prosta 1',
        postalCode: '00-950',
        city: 'Warszawa',
      },
    },
  ],
  'properties.create': [{ type: 'list', name: 'sweep_list', displayName: 'Sweep', values: ['Jeden', 'Dwa'] }],
  'company.saveProfile': [
    {
      name: 'Ewa Sp. z o.o.',
      legalForm: 'SP_ZOO',
      taxId: '526-025-02-74',
      krs: '0000123456',
      regon: '',
      address: 'ul. Prosta 1',
      postalCode: '00-950',
      city: 'Warszawa',
      courtDesignation: 'Sąd Rejonowy dla m.st. Warszawy, XII Wydział Gospodarczy KRS',
      shareCapital: '5 000,00',
      representatives: [{ name: 'Ewa Nowak', function: 'Prezes Zarządu' }],
      businessField: 'Handel',
    },
  ],
  'company.setDocumentUrl': [{ url: 'https://example.com/regulamin' }],
  // Issue 20: a URL the server will call passes no generic string candidate.
  'webhooks.create': [{ url: 'https://hooks.example.com/sweep', description: 'Sweep', events: ['email.opened'] }],
  'webhooks.update': [{ url: 'https://hooks.example.com/sweep', description: 'Sweep', events: ['email.opened'], active: false }],
  'connectors.create': [{ name: 'Sweep', platform: 'shopify' }],
  'connectors.update': [{ name: 'Sweep', active: false, withoutConsent: 'skip', trackOrders: false, trackCarts: false }],
  'connectors.rotateSecret': [{ secret: 'sweep-secret-0123456789abcdef' }],
  'branding.save': [brandingBody()],
  // Issue 20: a host and an absolute folder pass no generic string candidate.
  'sftp.create': [SFTP_SWEEP_SERVER],
  'sftp.update': [SFTP_SWEEP_SERVER],
  // Issue 20: a username unique across accounts passes no generic string candidate.
  'smtp.create': [{ username: `smtp-${Math.random().toString(36).slice(2, 12)}`, interface: 'shop_1' }],
  'smtp.update': [{ language: 'en', interface: 'shop-2', active: false }],
  'cancellation.save': [{ offerPreferences: false, preferenceProperties: [], askReason: true, reasons: ['Za dużo', 'Nie dla mnie'] }],
  'signupForms.create': [
    {
      name: 'Sweep form',
      language: 'en',
      fields: [{ propertyId: 'firstname', required: true }],
      consentIds: [],
      confirm: 'single',
      thankYou: 'Dziękujemy',
      redirectUrl: 'https://example.com/ok',
    },
  ],
  'signupForms.update': [
    {
      name: 'Sweep form',
      language: 'pl',
      fields: [],
      consentIds: [],
      confirm: 'double',
      thankYou: 'Dzięki',
      redirectUrl: 'https://example.com/ok',
    },
  ],
  'consents.create': [{ name: 'Sweep consent', text: 'Zgadzam się.', required: true, propertyId: 'sweep_agr' }],
  'consents.update': [{ name: 'Sweep consent', text: 'Zgadzam się.', required: true, propertyId: 'sweep_agr' }],
  'confirmSettings.save': [{ expiryDays: 7 }],
  'templates.create': [templateBody],
  'templates.update': [templateBody, { name: 'Sweep visual', mode: 'visual', mjml: '<mjml><mj-body></mj-body></mjml>', text: 'Tekst' }],
  'templates.duplicate': [{ name: 'Sweep copy' }],
  'templates.freeze': [{ freeze: true }],
  'templates.fromMailing': [{ mailingId: '01ARZ3NDEKTSV4RRFFQ69G5FAV', name: 'Sweep template', dir: null }],
  'templateFolders.create': [{ name: 'Sweep folder' }],
  'templateFolders.update': [{ name: 'Sweep folder' }],
  'mailings.fromTemplate': [
    { source: 'blank', mode: 'html', name: 'Sweep mailing' },
    { source: 'template', id: '01ARZ3NDEKTSV4RRFFQ69G5FAV', name: 'Sweep mailing' },
    { source: 'blueprint', id: 'plain-one-column', name: 'Sweep mailing' },
  ],
  'trackingSettings.save': [
    {
      utm: { source: 'goniec', medium: 'email', campaign: 'Zima', term: 'buty', content: 'baner' },
      hash: { enabled: true, type: 'anchor', name: 'h', text: '{{ email }}', hasher: 'sha256' },
    },
  ],
};

/** A real PNG (a QR code is the cheapest image library the project ships), so only a file's name can be wrong. */
const avatar = await QRCode.toBuffer('goniec', { width: 64, margin: 0 });
const avatarForm = (name: string) => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(avatar)], { type: 'image/png' }), name);
  return form;
};

interface Case {
  route: string;
  what: string;
  call: () => Promise<ApiResult>;
  /** A query may find nothing for an odd value (200): it must only never fail (5xx). */
  mayAnswer?: true;
  /** The field whose error the answer must name, when the route's schema is what refuses. */
  field?: string;
  /** The catalogue code the answer must carry, when it is known. */
  code?: string;
}

/** What is wrong with an answer to a hostile request, or undefined when it is a proper refusal. */
function refusalProblem(c: Omit<Case, 'call'>, res: ApiResult): string | undefined {
  const size = JSON.stringify(res.body ?? null).length;
  if (c.mayAnswer && res.status < 400) return undefined;
  const wrong = !(res.status >= 400 && res.status < 500)
    ? 'not a 4xx'
    : !isErrorCode(res.body?.code)
      ? 'no catalogue code'
      : size >= MAX_ERROR_BYTES
        ? `${size} bytes`
        : c.code && res.body.code !== c.code
          ? `not ${c.code}`
          : c.field !== undefined && !(res.body.params?.errors ?? []).some((e: { path: string }) => e.path === c.field)
            ? `no error for ${c.field}`
            : undefined;
  return wrong && `${c.route} ${c.what}: ${wrong} (${res.status} ${JSON.stringify(res.body).slice(0, 300)})`;
}

function expectRefused(c: Omit<Case, 'call'>, res: ApiResult) {
  expect(refusalProblem(c, res)).toBeUndefined();
}

const FORGED_CURSORS = [
  'garbage',
  ...[{}, { zz: 'y' }, { sk: 'x', zz: 'y' }, { sk: 1 }].map((key) => Buffer.from(JSON.stringify(key)).toString('base64url')),
];
const deepJson = `{"deep":${'['.repeat(5000)}${']'.repeat(5000)}}`;
const floodOf = (base: unknown) => ({
  ...(base as object),
  ...Object.fromEntries(Array.from({ length: 3000 }, (_, i) => [`unknown_field_${'x'.repeat(40)}_${i}`, 1])),
});

/**
 * The cases for one route; `session` is the account's owner (every permission, super administrator),
 * `token` an API token of theirs with every scope the token routes ask for.
 */
function casesFor(
  id: string,
  def: RouteDef,
  callers: { session: ApiSession; token: TokenClient },
  ids: Ids,
  registered: string[],
  problems: string[],
): Case[] {
  const { session, token } = callers;
  const params = paramsFor(def.path, ids);
  if (typeof params === 'string') throw new Error(`${id}: ${params}`);
  const path = def.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name]!));
  // Public routes are called as a stranger from an address of their own (no session, no shared rate-limit bucket).
  let ip = 0;
  const caller = () =>
    def.auth === 'public' ? new ApiSession(`198.51.100.${(ip = (ip % 250) + 1)}`) : def.auth === 'token' ? token : session;
  const cases: Case[] = [];

  for (const name of compilePath(def.path).names) {
    for (const broken of ['%ZZ', '%E0%A4%A', '%ED%A0%80', '%00', '%']) {
      const raw = def.path.replace(/\{(\w+)\}/g, (_, n: string) => (n === name ? broken : encodeURIComponent(params[n]!)));
      cases.push({
        route: id,
        what: `{${name}} = ${broken}`,
        code: 'BAD_REQUEST',
        call: () => caller().call(def.method, raw, def.method === 'GET' ? {} : { json: {} }),
      });
    }
  }

  if (def.query && def.method === 'GET') {
    const shape = (def.query as unknown as { shape?: Record<string, unknown> }).shape ?? {};
    for (const key of Object.keys(shape)) {
      cases.push({
        route: id,
        what: `query ${key} with a lone surrogate`,
        field: key,
        code: 'VALIDATION_FAILED',
        call: () => caller().call('GET', path, { query: { [key]: 'a\uD800b' } }),
      });
      for (const hostile of HOSTILE.filter((h) => h.id !== 'lone surrogate')) {
        const query = { ...(id === 'blacklist.list' && key !== 'type' ? { type: 'email' } : {}), [key]: hostile.make('Sweep') };
        cases.push({
          route: id,
          what: `query ${key} with ${hostile.id}`,
          mayAnswer: true,
          call: () => caller().call('GET', path, { query }),
        });
      }
    }
    // Cursors are opaque to callers: one the API never issued is a bad request, not a database error.
    if ('cursor' in shape) {
      const required: Record<string, string> = id === 'blacklist.list' ? { type: 'email' } : {};
      for (const cursor of FORGED_CURSORS) {
        cases.push({
          route: id,
          what: `forged cursor ${cursor}`,
          call: () => caller().call('GET', path, { query: { ...required, cursor } }),
        });
      }
    }
  }
  if (!def.body) return cases;

  if (def.upload) {
    for (const hostile of HOSTILE.filter((h) => h.multipart)) {
      cases.push({
        route: id,
        what: `file name with ${hostile.id}`,
        field: 'file.name',
        code: 'VALIDATION_FAILED',
        call: () => caller().call(def.method, path, { form: avatarForm(hostile.make('avatar.png')) }),
      });
    }
    // A line break inside a part's header, as no browser would send it: the part or the name is refused.
    const crlf =
      '--sweep\r\nContent-Disposition: form-data; name="file"; filename="a\r\nBcc: x.png"\r\nContent-Type: image/png\r\n\r\nx\r\n--sweep--\r\n';
    cases.push({
      route: id,
      what: 'file name with a raw CR LF',
      call: () => caller().call(def.method, path, { rawBody: crlf, headers: { 'content-type': 'multipart/form-data; boundary=sweep' } }),
    });
    const flood = new FormData();
    for (let i = 0; i < 500; i++) flood.append(`unknown_field_${'x'.repeat(40)}_${i}`, 'x');
    cases.push({
      route: id,
      what: 'a flood of unknown fields',
      code: 'VALIDATION_FAILED',
      call: () => caller().call(def.method, path, { form: flood }),
    });
    return cases;
  }

  const bodies = [...bodiesFor(def.body), ...(FIXTURES[id] ?? [])];
  if (bodies.length === 0)
    throw new Error(`${id}: no valid body can be made from its schema; add one to FIXTURES in tests/integration/bad-input-sweep.test.ts`);
  for (const body of bodies)
    if (!def.body.safeParse(body).success) problems.push(`${id}: fixture ${JSON.stringify(body)} is not valid for its schema`);

  cases.push({
    route: id,
    what: 'JSON nested 5000 deep',
    code: 'BAD_REQUEST',
    call: () => caller().call(def.method, path, { rawBody: deepJson }),
  });
  cases.push({
    route: id,
    what: 'a lone surrogate in a key',
    code: 'BAD_REQUEST',
    call: () => caller().call(def.method, path, { rawBody: '{"\\ud800":1}' }),
  });
  cases.push({ route: id, what: 'a flood of unknown fields', call: () => caller().call(def.method, path, { json: floodOf(bodies[0]) }) });

  // Each string field once, in the first body that has it.
  const seen = new Set<string>();
  const leaves: { body: unknown; leaf: Leaf }[] = [];
  for (const body of bodies) {
    for (const leaf of leavesOf(def.body, body)) {
      const key = leaf.path.join('.');
      if (!seen.has(key)) leaves.push({ body, leaf });
      seen.add(key);
    }
  }
  for (const { body, leaf } of leaves) {
    for (const hostile of HOSTILE.filter((h) => h.refusedBy.includes(leaf.kind))) {
      const variant = withValue(body, leaf.path, hostile.make(leaf.value));
      const field = leaf.path.join('.');
      if (def.body.safeParse(variant).success) problems.push(`${id} ${field} (${leaf.kind}): its schema accepts ${hostile.id}`);
      if (id === 'auth.register') registered.push(String((variant as { email: string }).email));
      cases.push({
        route: id,
        what: `${field} (${leaf.kind}) with ${hostile.id}`,
        field,
        code: 'VALIDATION_FAILED',
        call: () => caller().call(def.method, path, { json: variant }),
      });
    }
  }
  return cases;
}

describe('bad input across the route table', () => {
  it('answers every hostile body, path and query with a small catalogue 4xx and writes nothing', async () => {
    const { session, account } = await loggedIn();
    await grantSuperAdmin(account.email);
    const { tokenSecret, ...ids } = await makeResources(session, account.accountId);
    const token = tokenClient(tokenSecret);
    const before = await snapshot(session, ids, account.userId);
    const registered: string[] = [];
    const problems: string[] = [];
    let sent = 0;
    for (const [id, def] of Object.entries(routes) as [string, RouteDef][]) {
      // A timed route is reached with the password re-entered, so its schema, not the timed guard, answers.
      if (def.timed) {
        const timed = await session.call('POST', '/users/me/timed-permission', { json: { password: TEST_PASSWORD } });
        if (timed.status !== 200) problems.push(`${id}: the timed permission was refused (${timed.status} ${JSON.stringify(timed.body)})`);
      }
      for (const c of casesFor(id, def, { session, token }, ids, registered, problems)) {
        const problem = refusalProblem(c, await c.call());
        if (problem) problems.push(problem);
        sent++;
      }
    }
    expect(problems).toEqual([]);
    expect(sent).toBeGreaterThan(500);
    expect(await snapshot(session, ids, account.userId)).toEqual(before);
    for (const email of registered) expect(await usersRepository.findUserIdByEmail(email), email).toBeUndefined();
  }, 600_000);

  it('refuses segment trees past their limits with one bounded error, however deep or wide', async () => {
    const { session } = await loggedIn();
    const condition = { kind: 'condition', source: 'status', target: '', aggregation: 'none', operator: 'in', value: [8] };
    const nested = (levels: number) => {
      let tree: unknown = condition;
      for (let i = 0; i < levels; i++) tree = { kind: 'group', op: 'and', children: [tree] };
      return tree;
    };
    const save = (conditions: unknown) => session.call('POST', '/segments', { json: { name: 'Za głęboki', type: 'static', conditions } });
    const estimate = (conditions: unknown) => session.call('POST', '/segments/estimate', { json: { conditions } });
    for (const call of [save, estimate]) {
      // A thousand levels: refused before parsing, as any body nested past the JSON limit.
      expectRefused({ route: 'segments', what: '1000 levels', code: 'BAD_REQUEST' }, await call(nested(1000)));
      // Twelve levels fit the JSON limit: the segment's own limit answers, once.
      const deep = await call(nested(12));
      expectRefused({ route: 'segments', what: '12 levels', field: 'conditions', code: 'VALIDATION_FAILED' }, deep);
      expect(deep.body.params.errors).toEqual([{ path: 'conditions', code: 'SEGMENT_STRUCTURE_INVALID', params: { maxDepth: 5 } }]);
      const wide = await call({ kind: 'group', op: 'or', children: Array.from({ length: 1500 }, () => condition) });
      expectRefused({ route: 'segments', what: '1500 conditions', field: 'conditions', code: 'VALIDATION_FAILED' }, wide);
      expect(wide.body.params.errors).toEqual([{ path: 'conditions', code: 'SEGMENT_STRUCTURE_INVALID', params: { maxConditions: 50 } }]);
      const values = await call({ ...STATUS_TREE, children: [{ ...condition, value: Array.from({ length: 5000 }, (_, i) => i) }] });
      expectRefused({ route: 'segments', what: '5000 values', field: 'conditions.children.0.value', code: 'VALIDATION_FAILED' }, values);
    }
    expect((await session.call('GET', '/segments')).body.items).toEqual([]);
  });

  it('holds subscribers’ text properties to the same rules in the form’s API and in imports', async () => {
    const account = await createTestAccount();
    const { session } = await loggedIn(account);
    const created = await session.call('POST', '/subscribers', {
      json: { email: 'ala@example.com', props: { firstname: 'Ala\u202Ema', city: 'Kraków\r\nBcc: x@example.com' } },
    });
    expect(created.status).toBe(400);
    expect(created.body.params.errors).toEqual(
      expect.arrayContaining([
        { path: 'props.firstname', code: 'VALIDATION_FORBIDDEN_CHARACTERS' },
        { path: 'props.city', code: 'VALIDATION_LINE_BREAK' },
      ]),
    );
    const imported = await session.call('POST', '/imports/manual', {
      json: { text: 'ok@example.com;Ola\nbad@example.com;\u200B\u200D\nrtl@example.com;a\u202Eb', mode: 2 },
    });
    expect(imported.status).toBe(200);
    expect(imported.body.rows.map((r: { line: number; code: string }) => [r.line, r.code])).toEqual([
      [2, 'VALIDATION_NO_VISIBLE_CHARACTERS'],
      [3, 'VALIDATION_FORBIDDEN_CHARACTERS'],
    ]);
    const emails = (await session.call('GET', '/subscribers')).body.items.map((s: { email: string }) => s.email);
    expect(emails).toEqual(['ok@example.com']);
  });
});
