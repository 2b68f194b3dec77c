import { describe, expect, it } from 'vitest';
import { drainQueues, loggedIn, type ApiSession } from './helpers';
import { addAndLogin, addMember, linkIn, mailsFor, mailsTo, setPlan } from './users-helpers';

/**
 * 4-eye verification (company settings, global; spec sections 1 and 4): with the switch on, a send
 * is handed over and waits; another user holding PERM_AZATWIERDZ accepts it (it goes out as its maker
 * ordered it) or rejects it with a reason; the maker can do neither; an edit withdraws the request.
 */
const content = (name: string, segmentId?: string) => ({
  name,
  subject: 'Oferta',
  fromName: 'Sklep',
  fromEmail: 'news@goniec.test',
  html: '<p>Hej {{ unsubscribe_url }}</p>',
  ...(segmentId ? { segmentId } : {}),
});

async function fourEye(session: ApiSession, on: boolean) {
  const res = await session.call('PUT', '/settings/company/global', { json: { timeZone: 'Europe/Warsaw', fourEye: on } });
  expect(res.status).toBe(200);
  expect(res.body.fourEye).toBe(on);
}

async function setUp() {
  const { session: owner, account } = await loggedIn();
  const subscriber = `four-eye-${account.accountId.toLowerCase()}@example.com`;
  expect((await owner.call('POST', '/subscribers', { json: { email: subscriber, name: 'Ala' } })).status).toBe(201);
  const maker = await addAndLogin(owner, { roleId: 'maker', name: 'Maker' });
  const checker = await addAndLogin(owner, { roleId: 'checker', name: 'Checker' });
  await fourEye(owner, true);
  return { owner, account, subscriber, maker, checker };
}

const create = async (session: ApiSession, name: string, segmentId?: string) => {
  const res = await session.call('POST', '/mailings', { json: content(name, segmentId) });
  expect(res.status).toBe(201);
  return res.body.id as string;
};

describe('4-eye verification', () => {
  it('is off until chosen, and a save that leaves it out leaves it as it is', async () => {
    const { session } = await loggedIn();
    expect((await session.call('GET', '/settings/company/global')).body.fourEye).toBe(false);
    await fourEye(session, true);
    const saved = await session.call('PUT', '/settings/company/global', { json: { timeZone: 'Europe/Warsaw', currency: 'EUR' } });
    expect(saved.body).toMatchObject({ currency: 'EUR', fourEye: true });
    expect((await session.call('GET', '/settings/company/global')).body.fourEye).toBe(true);
  });

  it('holds a sending until another user accepts it; then it goes out as its maker ordered it, and both hear of it', async () => {
    const { owner, account, subscriber, maker, checker } = await setUp();
    // A checker invited but never activated has no work here to hear about.
    await setPlan(account.accountId, 'standard');
    const invited = await addMember(owner, { roleId: 'checker' });
    const id = await create(maker.session, 'Grudzień');

    const handed = await maker.session.call('POST', `/mailings/${id}/send`, { json: {} });
    expect(handed.status).toBe(202);
    expect(handed.body.state).toBe('ready');
    // The audience the checker is asked to accept: everyone subscribed, one of them when handed over.
    expect(handed.body.approval).toMatchObject({ state: 'pending', requestedById: maker.id, requestedByEmail: maker.email, recipients: 1 });
    expect(handed.body.approval.segmentName).toBeUndefined();
    expect(handed.body.approval.scopeSegmentIds).toBeUndefined();
    await drainQueues();
    expect(await mailsFor(subscriber)).toEqual([]);
    expect((await maker.session.call('POST', `/mailings/${id}/send`, { json: {} })).body.code).toBe('MAILING_AWAITING_ACCEPTANCE');

    // The maker holds no PERM_AZATWIERDZ; the owner does, but did not hand it over: still not the maker's to decide.
    expect((await maker.session.call('POST', `/mailings/${id}/accept`, { json: {} })).body.code).toBe('PERMISSION_DENIED');
    const checkerMail = (await mailsFor(checker.email)).filter((m) => m.subject.includes('Grudzień'));
    expect(checkerMail.map((m) => m.subject)).toEqual(['„Grudzień” czeka na Twoją akceptację']);
    expect(checkerMail[0]!.text).toContain(maker.email);
    expect(linkIn(checkerMail[0]!, `/v2/mailing/edit/editor/${id}`)).toBe(`https://goniec.test/v2/mailing/edit/editor/${id}`);
    expect((await mailsFor(invited.email)).filter((m) => m.subject.includes('Grudzień'))).toEqual([]);
    // The owner may accept too (PERM_AZATWIERDZ), so heard of it as well.
    expect((await mailsFor(account.email)).map((m) => m.subject)).toContain('„Grudzień” czeka na Twoją akceptację');

    const accepted = await checker.session.call('POST', `/mailings/${id}/accept`, { json: {} });
    expect(accepted.status).toBe(202);
    expect(accepted.body).toMatchObject({ state: 'planned', acceptedById: checker.id, sentById: maker.id });
    expect(accepted.body.approval).toBeUndefined();
    await drainQueues();
    expect((await owner.call('GET', `/mailings/${id}`)).body.state).toBe('sent');
    const [toSubscriber, toMaker] = await mailsTo(subscriber, maker.email);
    expect(toSubscriber).toHaveLength(1);
    const makerSubjects = toMaker!.map((m) => m.subject);
    expect(makerSubjects).toContain('„Grudzień” zaakceptowano i trwa wysyłka');
    expect(makerSubjects).toContain('Wysyłka „Grudzień” zakończona');
    expect((await checker.session.call('POST', `/mailings/${id}/accept`, { json: {} })).body.code).toBe('MAILING_NOT_AWAITING_ACCEPTANCE');
  });

  it('never lets the maker decide their own sending, whatever they hold', async () => {
    const { owner, checker } = await setUp();
    const id = await create(owner, 'Własny');
    expect((await owner.call('POST', `/mailings/${id}/send`, { json: {} })).status).toBe(202);
    const own = await owner.call('POST', `/mailings/${id}/accept`, { json: {} });
    expect(own).toMatchObject({ status: 403, body: { code: 'MAILING_OWN_ACCEPTANCE' } });
    expect((await owner.call('POST', `/mailings/${id}/reject`, { json: { reason: 'Nie' } })).body.code).toBe('MAILING_OWN_ACCEPTANCE');
    expect((await owner.call('GET', `/mailings/${id}`)).body.approval.state).toBe('pending');
    expect((await checker.session.call('POST', `/mailings/${id}/accept`, { json: {} })).status).toBe(202);
  });

  it('takes a rejection with its reason to the maker; the mailing stays theirs to change and hand over again', async () => {
    const { subscriber, maker, checker } = await setUp();
    const id = await create(maker.session, 'Styczeń');
    await maker.session.call('POST', `/mailings/${id}/send`, { json: {} });

    for (const reason of ['', '   '])
      expect((await checker.session.call('POST', `/mailings/${id}/reject`, { json: { reason } })).status, JSON.stringify(reason)).toBe(400);
    const rejected = await checker.session.call('POST', `/mailings/${id}/reject`, { json: { reason: 'Brak ceny w temacie.' } });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({
      state: 'ready',
      approval: { state: 'rejected', reason: 'Brak ceny w temacie.', decidedById: checker.id, decidedByEmail: checker.email },
    });
    expect((await checker.session.call('POST', `/mailings/${id}/accept`, { json: {} })).body.code).toBe('MAILING_NOT_AWAITING_ACCEPTANCE');
    const told = (await mailsFor(maker.email)).find((m) => m.subject === '„Styczeń” odrzucono');
    expect(told?.text).toContain('Brak ceny w temacie.');

    // Changed, it carries no decision; handed over again, it waits again.
    const edited = await maker.session.call('PUT', `/mailings/${id}`, { json: { ...content('Styczeń'), subject: 'Oferta -20%' } });
    expect(edited.status).toBe(200);
    expect(edited.body.approval).toBeUndefined();
    expect((await maker.session.call('POST', `/mailings/${id}/send`, { json: {} })).body.approval.state).toBe('pending');
    expect((await checker.session.call('POST', `/mailings/${id}/accept`, { json: {} })).status).toBe(202);
    await drainQueues();
    const got = await mailsFor(subscriber);
    expect(got.map((m) => m.subject)).toEqual(['Oferta -20%']);
  });

  it('is withdrawn by an edit: what the checker saw is what would go out', async () => {
    const { maker, checker } = await setUp();
    const id = await create(maker.session, 'Luty');
    await maker.session.call('POST', `/mailings/${id}/send`, { json: {} });
    expect((await maker.session.call('PUT', `/mailings/${id}`, { json: content('Luty zmieniony') })).status).toBe(200);
    const late = await checker.session.call('POST', `/mailings/${id}/accept`, { json: {} });
    expect(late).toMatchObject({ status: 409, body: { code: 'MAILING_NOT_AWAITING_ACCEPTANCE' } });
    expect((await checker.session.call('GET', `/mailings/${id}`)).body).toMatchObject({ state: 'ready', name: 'Luty zmieniony' });
  });

  it('sends to what the maker may reach, and a restricted checker decides only within theirs', async () => {
    const { owner, subscriber, maker, checker: restrictedChecker, account } = await setUp();
    const inside = `inside-${account.accountId.toLowerCase()}@example.com`;
    expect((await owner.call('POST', '/subscribers', { json: { email: inside, name: 'Ola' } })).status).toBe(201);
    const segment = await owner.call('POST', '/segments', {
      json: {
        name: 'Wewnętrzni',
        type: 'static',
        conditions: {
          kind: 'group',
          op: 'and',
          children: [
            { kind: 'condition', source: 'field', target: 'email', aggregation: 'none', operator: 'startsWith', value: 'inside-' },
          ],
        },
      },
    });
    expect(segment.status).toBe(201);
    await owner.call('POST', `/segments/${segment.body.id}/calculate`, { json: {} });
    await drainQueues();
    for (const member of [maker, restrictedChecker])
      expect((await owner.call('PUT', `/users/${member.id}`, { json: { segmentIds: [segment.body.id] } })).status).toBe(200);

    // The owner's sending to everyone is beyond the restricted checker.
    const wide = await create(owner, 'Do wszystkich');
    await owner.call('POST', `/mailings/${wide}/send`, { json: {} });
    const refused = await restrictedChecker.session.call('POST', `/mailings/${wide}/accept`, { json: {} });
    expect(refused).toMatchObject({ status: 403, body: { code: 'ACCESS_RESTRICTED_TO_SEGMENTS' } });

    // The restricted maker's sending to everyone reaches their segment only, whoever accepts it.
    const narrow = await create(maker.session, 'Tylko segment');
    const handed = await maker.session.call('POST', `/mailings/${narrow}/send`, { json: {} });
    // A restricted maker's reach is not counted in a request (the planner counts it): no number is shown rather than a wrong one.
    expect(handed.body.approval.recipients).toBeUndefined();
    const toSegment = await create(owner, 'Do segmentu', segment.body.id);
    const segmentRequest = await owner.call('POST', `/mailings/${toSegment}/send`, { json: {} });
    expect(segmentRequest.body.approval).toMatchObject({ segmentName: 'Wewnętrzni', recipients: 1 });
    expect((await restrictedChecker.session.call('POST', `/mailings/${narrow}/accept`, { json: {} })).status).toBe(202);
    await drainQueues();
    const [outsideMail, insideMail] = await mailsTo(subscriber, inside);
    expect(outsideMail!.map((m) => m.subject)).toEqual([]);
    expect(insideMail!.map((m) => m.subject)).toEqual(['Oferta']);
    await owner.call('PUT', `/users/${restrictedChecker.id}`, { json: { segmentIds: [] } });
    expect((await restrictedChecker.session.call('POST', `/mailings/${wide}/accept`, { json: {} })).status).toBe(202);
  });

  it('lets a request left waiting go out directly once the switch is off', async () => {
    const { owner, subscriber, maker } = await setUp();
    const id = await create(maker.session, 'Marzec');
    await maker.session.call('POST', `/mailings/${id}/send`, { json: {} });
    await fourEye(owner, false);
    const sent = await maker.session.call('POST', `/mailings/${id}/send`, { json: {} });
    expect(sent.status).toBe(202);
    expect(sent.body.state).toBe('planned');
    expect(sent.body.approval).toBeUndefined();
    await drainQueues();
    expect(await mailsFor(subscriber)).toHaveLength(1);
  });
});
