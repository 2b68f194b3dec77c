import { describe, expect, it } from 'vitest';
import { ApiSession, drainQueues, loggedIn } from './helpers';
import { importFile } from './imports-helpers';
import { addAndLogin, linkIn, mailsFor } from './users-helpers';
import { securityHistory } from '@functions/security/history';

const FILE = 'email,name\nanna@example.pl,Anna Nowa\njan@example.pl,Jan\n';
const MAPPING = [
  { column: 0, field: 'email' },
  { column: 1, field: 'name' },
];
const DEFAULTS = {
  importFinished: false,
  exportReady: true,
  mailingSent: true,
  sendingAcceptance: true,
  newSignIn: true,
  integrationFailures: true,
};

describe('notification settings (/account, Notifications)', () => {
  it('start from the defaults, round-trip, and are the user’s own', async () => {
    const { session } = await loggedIn();
    const member = await addAndLogin(session);
    expect((await session.call('GET', '/users/me/notifications')).body).toEqual(DEFAULTS);

    const saved = await session.call('PUT', '/users/me/notifications', { json: { importFinished: true, newSignIn: false } });
    expect(saved).toMatchObject({ status: 200, body: { ...DEFAULTS, importFinished: true, newSignIn: false } });
    expect((await session.call('PUT', '/users/me/notifications', { json: { exportReady: false } })).body).toEqual({
      ...DEFAULTS,
      importFinished: true,
      newSignIn: false,
      exportReady: false,
    });
    expect((await session.call('GET', '/users/me/notifications')).body).toEqual({
      ...DEFAULTS,
      importFinished: true,
      newSignIn: false,
      exportReady: false,
    });
    // Another member of the same account keeps theirs.
    expect((await member.session.call('GET', '/users/me/notifications')).body).toEqual(DEFAULTS);

    expect((await session.call('PUT', '/users/me/notifications', { json: { smsSent: true } })).body.code).toBe('VALIDATION_FAILED');
    expect((await session.call('PUT', '/users/me/notifications', { json: { exportReady: 'yes' } })).body.code).toBe('VALIDATION_FAILED');
    expect((await new ApiSession().call('GET', '/users/me/notifications')).status).toBe(401);
  });
});

describe('notification e-mails', () => {
  it('tell the starter of a file import that it finished, in their language with a link to it; none while the toggle is off', async () => {
    const { session, account } = await loggedIn();
    // Off by default: no e-mail.
    const quiet = await importFile(session, FILE, { mapping: MAPPING });
    expect(quiet.state).toBe('finished');
    expect(await mailsFor(account.email)).toEqual([]);

    await session.call('PUT', '/users/me/notifications', { json: { importFinished: true } });
    const done = await importFile(session, FILE, { mapping: MAPPING, mode: 2 });
    expect(done.state).toBe('finished');
    const [mail, ...more] = await mailsFor(account.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Import „subscribers.csv” zakończony');
    expect(mail!.text).toContain(`Test ${account.accountId}`);
    expect(linkIn(mail!, '/subscribers/import')).toBe(`https://goniec.test/subscribers/import`);
    expect(mail!.html).toContain(`/subscribers/import?id=${done.id}`);

    await session.call('PUT', '/users/me/notifications', { json: { importFinished: false } });
    await importFile(session, FILE, { mapping: MAPPING });
    expect(await mailsFor(account.email)).toHaveLength(1);
  });

  it('tell the requester that an export is ready, and whoever sent a mailing that it finished sending', async () => {
    const { session, account } = await loggedIn();
    expect((await session.call('PUT', '/users/me', { json: { prefs: { language: 'en-US' } } })).status).toBe(200);
    expect(
      (await session.call('POST', '/subscribers', { json: { email: `ala-${account.accountId.toLowerCase()}@example.com`, name: 'Ala' } }))
        .status,
    ).toBe(201);
    expect(
      (
        await session.call('POST', '/exports', {
          json: { audience: { kind: 'statuses', statuses: [2, 3, 4, 5, 6, 7, 8, 9] }, fields: ['email'], encoding: 'utf-8' },
        })
      ).status,
    ).toBe(201);
    const mailing = await session.call('POST', '/mailings', {
      json: { name: 'Listopad', subject: 'Oferta', fromName: 'Sklep', fromEmail: 'news@goniec.test', html: '<p>Hej</p>' },
    });
    expect((await session.call('POST', `/mailings/${mailing.body.id}/send`, { json: {} })).status).toBe(202);
    await drainQueues();

    const mails = await mailsFor(account.email);
    expect(mails.map((m) => m.subject).sort()).toEqual(['Mailing "Listopad" finished sending', 'Your export is ready to download']);
    const exportMail = mails.find((m) => m.subject.startsWith('Your export'))!;
    expect(exportMail.text).toContain('is ready: 1 row.');
    expect(linkIn(exportMail, '/subscribers/export')).toBe('https://goniec.test/subscribers/export');
    const mailingMail = mails.find((m) => m.subject.startsWith('Mailing'))!;
    expect(mailingMail.text).toContain('Sent: 1, not sent: 0');
    expect(mailingMail.html).toContain(`https://goniec.test/v2/mailing/${mailing.body.id}/report`);
  });

  it('tell whoever sent a mailing that it ended when the send fails, naming the failure, in their language', async () => {
    const { session, account } = await loggedIn();
    // No subscribers: the planner finds no recipients and the send ends failed.
    const send = async (name: string) => {
      const mailing = await session.call('POST', '/mailings', {
        json: { name, subject: 'Oferta', fromName: 'Sklep', fromEmail: 'news@goniec.test', html: '<p>Hej</p>' },
      });
      expect((await session.call('POST', `/mailings/${mailing.body.id}/send`, { json: {} })).status).toBe(202);
      await drainQueues();
      expect((await session.call('GET', `/mailings/${mailing.body.id}`)).body.state).toBe('failed');
      return mailing.body.id as string;
    };
    const pl = await send('Pusty');
    const [mail, ...more] = await mailsFor(account.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Wysyłka „Pusty” zakończona niepowodzeniem');
    expect(mail!.text).toContain('brak odbiorców, żaden subskrybent nie może otrzymać tego mailingu.');
    expect(mail!.html).toContain(`https://goniec.test/v2/mailing/${pl}/report`);

    expect((await session.call('PUT', '/users/me', { json: { prefs: { language: 'en-US' } } })).status).toBe(200);
    await send('Empty');
    const en = (await mailsFor(account.email)).find((m) => m.subject.startsWith('Mailing'))!;
    expect(en.subject).toBe('Mailing "Empty" failed to send');
    expect(en.text).toContain('no recipients, no subscriber can receive this mailing.');

    // Under the same toggle as a finished send: off, no e-mail.
    await session.call('PUT', '/users/me/notifications', { json: { mailingSent: false } });
    await send('Cicho');
    expect(await mailsFor(account.email)).toHaveLength(2);
  });

  it('alert on a sign-in from a new address, not from a known one, and not while the toggle is off', async () => {
    const { account } = await loggedIn();
    // The first sign-in ever has nothing to compare with; the same address again is known.
    await new ApiSession().login(account);
    expect(await mailsFor(account.email)).toEqual([]);

    await new ApiSession('192.0.2.10').login(account);
    const [alert, ...more] = await mailsFor(account.email);
    expect(more).toEqual([]);
    expect(alert!.subject).toBe('Nowe logowanie do Gońca');
    expect(alert!.text).toContain('192.0.2.10');
    expect(linkIn(alert!, '/account/login-history')).toBe('https://goniec.test/account/login-history');

    // Known now; and a failed attempt from elsewhere does not make that address known.
    await new ApiSession('192.0.2.10').login(account);
    expect(
      (await new ApiSession('192.0.2.20').call('POST', '/auth/login', { json: { email: account.email, password: 'Wrong.Password-1' } }))
        .status,
    ).toBe(400);
    const session = new ApiSession('192.0.2.20');
    await session.login(account);
    expect((await mailsFor(account.email)).map((m) => m.text.includes('192.0.2.20'))).toEqual([false, true]);

    await session.call('PUT', '/users/me/notifications', { json: { newSignIn: false } });
    await new ApiSession('192.0.2.30').login(account);
    expect(await mailsFor(account.email)).toHaveLength(2);
  });

  it('still alert after refused attempts have filled the login history (anyone who knows the e-mail can make those)', async () => {
    const { account } = await loggedIn();
    for (let i = 0; i < 120; i++)
      await securityHistory.login(
        { ip: '198.51.100.7', userAgent: 'flood' },
        { email: account.email, userId: account.userId },
        'AUTH_INVALID_CREDENTIALS',
      );
    await new ApiSession('192.0.2.40').login(account);
    expect((await mailsFor(account.email)).map((m) => m.text.includes('192.0.2.40'))).toEqual([true]);
  });
});
