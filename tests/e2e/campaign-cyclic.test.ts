import { describe, expect, it } from 'vitest';
import { apiCall, expectOk, reachEmulator, registerUser, useBrowser } from './support';

// Planning goes through the plan dialog of the planning part; this journey plans with the cyclic
// planner itself (what that dialog's route calls once its shared checks pass), then does in the
// browser what the cyclic part offers: the next start, pause and resume.
reachEmulator();
const { cyclicPlanner } = await import('@functions/mailings/send-types/cyclic');
const { mailingsRepository } = await import('@functions/mailings/repository');
const { fullVersions } = await import('@shared/versions');

const browser = useBrowser();

describe('a cyclic mailing', () => {
  it('shows its next start, and its owner pauses and resumes it', async () => {
    const { page } = await browser.open();
    await registerUser(page, 'cykl');
    const created = await apiCall(page, 'POST', '/mailings', {
      name: 'Co poniedziałek',
      subject: 'Nowości tygodnia',
      fromName: 'Sklep',
      fromEmail: 'newsletter@goniec.local',
      html: '<html><body><p>Oferta</p></body></html>',
    });
    expectOk(created, 'mailing');
    const id = created.body.id as string;
    const me = (await apiCall(page, 'GET', '/users/me')).body as { id: string; email: string };
    const accountId = ((await apiCall(page, 'GET', '/users/me/accounts')).body.items as { id: string; current: boolean }[]).find(
      (a) => a.current,
    )!.id;
    const mailing = (await mailingsRepository.get(accountId, id))!;
    const actor = { accountId, userId: me.id, email: me.email, versions: fullVersions(), segmentIds: [] };
    const ctx = { actor, mailing, timeZone: 'Europe/Warsaw', now: new Date() };
    const schedule = { type: 'cyclic' as const, cron: { minute: '0', hour: '9', dayOfMonth: '*', month: '*', dayOfWeek: '1' } };
    const { nextStarts } = await cyclicPlanner.check(ctx, schedule);
    expect(await cyclicPlanner.plan(ctx, schedule, { from: ['working'], set: { sentById: me.id }, remove: [] })).toBe(true);

    await page.goto(`/v2/mailing/${id}/report`);
    const next = page.getByTestId('cyclic-next-start');
    await next.getByText(/^Następny start: /).waitFor();
    await page.getByText('Jeszcze nie było uruchomienia.', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Wstrzymaj', exact: true }).click();
    await next.getByText('Brak następnego startu', { exact: true }).waitFor();
    expect((await apiCall(page, 'GET', `/mailings/${id}`)).body).toMatchObject({ state: 'paused', pause: { reason: 'manual' } });

    await page.getByRole('button', { name: 'Wznów wysyłkę', exact: true }).click();
    await next.getByText(/^Następny start: /).waitFor();
    const resumed = (await apiCall(page, 'GET', `/mailings/${id}`)).body;
    expect(resumed).toMatchObject({ state: 'planned', nextStartAt: nextStarts[0]!.toISOString() });
  });
});
