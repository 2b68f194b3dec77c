import { describe, expect, it } from 'vitest';
import { acceptInvitation, apiCall, expectOk, registerUser, unique, useBrowser } from './support';

const browser = useBrowser();

const INVITEE_PASSWORD = 'Segmenty.Tylko.2026!';

describe('a user restricted to segments', () => {
  it('is told, in place of numbers over the whole database and of adding subscribers, that their access is limited to segments', async () => {
    const owner = await browser.open();
    const invitee = await browser.open();
    const { page } = owner;
    await registerUser(page, 'restriction-owner');
    for (const email of ['in-ala@example.com', 'out-ola@example.com'])
      expectOk(await apiCall(page, 'POST', '/subscribers', { email }), email);
    const calculated = async (name: string, prefix: string) => {
      const segment = await apiCall(page, 'POST', '/segments', {
        name,
        type: 'static',
        conditions: {
          kind: 'group',
          op: 'and',
          children: [{ kind: 'condition', source: 'field', target: 'email', aggregation: 'none', operator: 'startsWith', value: prefix }],
        },
      });
      expectOk(segment, name);
      expectOk(await apiCall(page, 'POST', `/segments/${segment.body.id}/calculate`, {}), `calculate ${name}`);
      await expect
        .poll(async () => (await apiCall(page, 'GET', `/segments/${segment.body.id}`)).body.state, { timeout: 60_000 })
        .toBe('ready');
      return segment;
    };
    const segment = await calculated('Tylko in', 'in-');
    await calculated('Tylko out', 'out-');
    const email = `${unique('ograniczony')}@example.com`;
    expectOk(
      await apiCall(page, 'POST', '/users/add', {
        email,
        name: 'Olga Ograniczona',
        roleId: 'administrator',
        segmentIds: [segment.body.id],
      }),
      'invite',
    );

    const me = invitee.page;
    await acceptInvitation(me, email, INVITEE_PASSWORD);
    // The dashboard: no counts of the whole database, and why.
    await me.getByTestId('dashboard-subscribers-restricted').waitFor();
    expect(await me.getByTestId('dashboard-subscribers-total').count()).toBe(0);
    expect(await me.getByText('Subskrybenci w planie', { exact: true }).count()).toBe(0);

    await me.goto('/subscribers/stats');
    await me.getByText('Dostęp ograniczony do segmentów', { exact: true }).waitFor();
    await me.getByText(/Statystyki obejmują całą bazę subskrybentów/).waitFor();

    await me.goto('/subscribers/new');
    await me.getByText(/nie możesz dodawać subskrybentów/).waitFor();
    expect(await me.getByLabel('E-mail', { exact: true }).count()).toBe(0);

    // The list: only the segment's member, and nothing to add.
    await me.goto('/subscribers/all');
    await me.getByText('in-ala@example.com', { exact: true }).waitFor();
    expect(await me.getByText('out-ola@example.com', { exact: true }).count()).toBe(0);
    expect(await me.getByRole('link', { name: 'Dodaj subskrybenta', exact: true }).count()).toBe(0);

    // Their own segment's size (all its members are theirs); another's without it, a link to the members instead.
    await me.goto('/segments');
    await me
      .getByRole('row', { name: /Tylko out/ })
      .getByText('Zobacz odbiorców', { exact: true })
      .waitFor();
    await me
      .getByRole('row', { name: /Tylko in/ })
      .getByText('1 odbiorca', { exact: true })
      .waitFor();

    await me.goto('/subscribers/import?tab=manual');
    await me.getByText(/Import zmieni tylko subskrybentów z Twoich segmentów/).waitFor();

    await owner.context.close();
    await invitee.context.close();
  });
});
