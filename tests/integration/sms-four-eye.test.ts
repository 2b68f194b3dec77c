import { describe, expect, it } from 'vitest';
import { drainQueues, loggedIn, type ApiSession } from './helpers';
import { addAndLogin, linkIn, mailsFor, setPlan } from './users-helpers';
import { SEND, addSubscriber, freshPolishNumber, textsTo, confirmedSegment } from './sms-helpers';

/**
 * 4-eye verification of SMS sendings (company settings, global): with the switch on, POST /sms stores
 * the sending awaiting acceptance and sends nothing; another user holding PERM_AZATWIERDZ accepts it
 * (it goes out as its maker made it) or rejects it with a reason (final: nothing is sent).
 */
async function fourEye(session: ApiSession, on: boolean) {
  const res = await session.call('PUT', '/settings/company/global', { json: { timeZone: 'Europe/Warsaw', fourEye: on } });
  expect(res.status).toBe(200);
}

async function setUp() {
  const { session: owner, account } = await loggedIn();
  const number = freshPolishNumber();
  await addSubscriber(owner, { gsm: number, name: 'Ala' });
  const maker = await addAndLogin(owner, { permissions: { PERM_SMS: true }, name: 'Maker' });
  // Deciding needs PERM_AZATWIERDZ; the SMS history where it is done needs PERM_SMS (the preset Checker role has not).
  const checker = await addAndLogin(owner, { permissions: { PERM_AZATWIERDZ: true, PERM_SMS: true }, name: 'Checker' });
  await fourEye(owner, true);
  return { owner, account, number, maker, checker };
}

describe('4-eye verification of SMS sendings', () => {
  it('holds a sending until another user accepts it; then its texts go out and the maker hears of it', async () => {
    const { owner, account, number, maker, checker } = await setUp();
    await setPlan(account.accountId, 'standard'); // room for a third member
    const mailingChecker = await addAndLogin(owner, { roleId: 'checker', name: 'Mailing checker' });
    const handed = await maker.session.call('POST', '/sms', { json: { ...SEND, name: 'Grudzień SMS' } });
    expect(handed.status).toBe(202);
    expect(handed.body).toMatchObject({
      state: 'awaiting',
      approval: { state: 'pending', requestedById: maker.id, requestedByEmail: maker.email },
    });
    const id = handed.body.id as string;
    await drainQueues();
    expect(await textsTo(number)).toEqual([]);
    expect((await owner.call('GET', `/sms/${id}`)).body).toMatchObject({ state: 'awaiting', processed: 0, stats: { recipients: 0 } });

    // The checkers (the checker and the owner, who holds PERM_AZATWIERDZ) hear of it, with a link to the SMS history.
    const [checkerMail] = (await mailsFor(checker.email)).filter((m) => m.subject.includes('Grudzień SMS'));
    expect(checkerMail?.subject).toBe('Wysyłka SMS „Grudzień SMS” czeka na Twoją akceptację');
    expect(checkerMail!.text).toContain(maker.email);
    expect(linkIn(checkerMail!, '/sms/history')).toBe('https://goniec.test/sms/history');
    expect((await mailsFor(account.email)).map((m) => m.subject)).toContain('Wysyłka SMS „Grudzień SMS” czeka na Twoją akceptację');
    // A checker who cannot open the SMS history is not asked.
    expect((await mailsFor(mailingChecker.email)).filter((m) => m.subject.includes('Grudzień SMS'))).toEqual([]);

    // The maker holds no PERM_AZATWIERDZ.
    expect((await maker.session.call('POST', `/sms/${id}/accept`, { json: {} })).body.code).toBe('PERMISSION_DENIED');

    const accepted = await checker.session.call('POST', `/sms/${id}/accept`, { json: {} });
    expect(accepted.status).toBe(202);
    expect(accepted.body.state).toBe('sending');
    expect(accepted.body.approval).toBeUndefined();
    expect(accepted.body.createdBy).toBe(maker.email);
    await drainQueues();
    expect((await owner.call('GET', `/sms/${id}`)).body).toMatchObject({ state: 'sent', stats: { recipients: 1, sent: 1 } });
    expect(await textsTo(number)).toEqual([expect.objectContaining({ message: SEND.content })]);
    const makerSubjects = (await mailsFor(maker.email)).map((m) => m.subject);
    expect(makerSubjects).toContain('Wysyłkę SMS „Grudzień SMS” zaakceptowano i trwa wysyłka');
    const again = await checker.session.call('POST', `/sms/${id}/accept`, { json: {} });
    expect(again).toMatchObject({ status: 409, body: { code: 'SMS_NOT_AWAITING_ACCEPTANCE' } });
  });

  it('never lets the maker decide their own sending, whatever they hold', async () => {
    const { owner, checker } = await setUp();
    const id = (await owner.call('POST', '/sms', { json: SEND })).body.id as string;
    expect((await owner.call('POST', `/sms/${id}/accept`, { json: {} })).body).toMatchObject({ code: 'SMS_OWN_ACCEPTANCE' });
    const own = await owner.call('POST', `/sms/${id}/reject`, { json: { reason: 'Nie' } });
    expect(own).toMatchObject({ status: 403, body: { code: 'SMS_OWN_ACCEPTANCE' } });
    expect((await owner.call('GET', `/sms/${id}`)).body).toMatchObject({ state: 'awaiting', approval: { state: 'pending' } });
    expect((await checker.session.call('POST', `/sms/${id}/accept`, { json: {} })).status).toBe(202);
  });

  it('takes a rejection with its reason to the maker; the sending ends rejected and nothing is sent', async () => {
    const { number, maker, checker } = await setUp();
    const id = (await maker.session.call('POST', '/sms', { json: { ...SEND, name: 'Styczeń SMS' } })).body.id as string;
    for (const reason of ['', '   '])
      expect((await checker.session.call('POST', `/sms/${id}/reject`, { json: { reason } })).status, JSON.stringify(reason)).toBe(400);
    const rejected = await checker.session.call('POST', `/sms/${id}/reject`, { json: { reason: 'Za długi tekst.' } });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({
      state: 'rejected',
      approval: { state: 'rejected', reason: 'Za długi tekst.', decidedById: checker.id, decidedByEmail: checker.email },
    });
    expect(rejected.body.approval.scopeSegmentIds).toBeUndefined();
    expect(rejected.body.finishedAt).toBeDefined();
    const late = await checker.session.call('POST', `/sms/${id}/accept`, { json: {} });
    expect(late).toMatchObject({ status: 409, body: { code: 'SMS_NOT_AWAITING_ACCEPTANCE' } });
    const told = (await mailsFor(maker.email)).find((m) => m.subject === 'Wysyłkę SMS „Styczeń SMS” odrzucono');
    expect(told?.text).toContain('Za długi tekst.');
    await drainQueues();
    expect(await textsTo(number)).toEqual([]);
  });

  it('sends to what the maker may reach, and a restricted checker decides only within theirs', async () => {
    const { owner, account, maker, checker } = await setUp();
    const [inside, outside] = [freshPolishNumber(), freshPolishNumber()];
    await addSubscriber(owner, { gsm: inside, status: 8 });
    await addSubscriber(owner, { gsm: outside, status: 5 });
    const segment = { id: await confirmedSegment(owner) };
    await setPlan(account.accountId, 'standard');
    for (const member of [maker, checker])
      expect((await owner.call('PUT', `/users/${member.id}`, { json: { segmentIds: [segment.id] } })).status).toBe(200);

    // The owner's sending to everyone is beyond the restricted checker.
    const wide = (await owner.call('POST', '/sms', { json: SEND })).body.id as string;
    const refused = await checker.session.call('POST', `/sms/${wide}/accept`, { json: {} });
    expect(refused).toMatchObject({ status: 403, body: { code: 'ACCESS_RESTRICTED_TO_SEGMENTS' } });
    expect((await checker.session.call('POST', `/sms/${wide}/reject`, { json: { reason: 'x' } })).status).toBe(403);

    // The restricted maker's sending reaches their segment only, whoever accepts it.
    const narrow = (await maker.session.call('POST', '/sms', { json: SEND })).body;
    expect(narrow.approval.scopeSegmentIds).toBeUndefined();
    expect((await checker.session.call('POST', `/sms/${narrow.id}/accept`, { json: {} })).status).toBe(202);
    await drainQueues();
    expect(await textsTo(inside)).toHaveLength(1);
    expect(await textsTo(outside)).toEqual([]);
  });

  it('sends at once, as before, with the switch off', async () => {
    const { owner, number, maker } = await setUp();
    await fourEye(owner, false);
    const started = await maker.session.call('POST', '/sms', { json: SEND });
    expect(started).toMatchObject({ status: 202, body: { state: 'sending' } });
    expect(started.body.approval).toBeUndefined();
    await drainQueues();
    expect(await textsTo(number)).toHaveLength(1);
  });
});
