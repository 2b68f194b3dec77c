import { describe, expect, it } from 'vitest';
import { loggedIn } from './helpers';

const { GetEmailIdentityCommand } = await import('@aws-sdk/client-sesv2');
const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
const { dynamo, ses } = await import('@functions/platform/aws');
const { config } = await import('@functions/platform/config');
const { tenant } = await import('@functions/data/tenant');
const { domainsService } = await import('@functions/domains/service');
const { domainsRepository } = await import('@functions/domains/repository');

/** Sending domains are claimed across the platform (and in the one emulator): every test names its own. */
const fresh = (label: string) => `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}.example.com`;
const mailing = (fromEmail: string) => ({ name: 'Domeny', subject: 'Temat', fromName: 'Nadawca', fromEmail, html: '<p>Treść</p>' });

async function asDeveloper<T>(run: () => Promise<T>): Promise<T> {
  const before = process.env.GONIEC_DEV_TOOLS;
  process.env.GONIEC_DEV_TOOLS = 'true';
  try {
    return await run();
  } finally {
    if (before === undefined) delete process.env.GONIEC_DEV_TOOLS;
    else process.env.GONIEC_DEV_TOOLS = before;
  }
}

async function setMailingState(accountId: string, id: string, state: string) {
  const keys = await tenant(accountId, 'write');
  await dynamo().send(
    new UpdateCommand({
      TableName: config.appTable,
      Key: keys.mailing(id),
      UpdateExpression: 'SET #state = :state',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: { ':state': state },
    }),
  );
}

describe('sending domains', () => {
  it('adds a domain to SES and lists exactly the records to publish', async () => {
    const { session } = await loggedIn();
    const bad = await session.call('POST', '/settings/company/domains', { json: { domain: 'not a domain' } });
    expect(bad.status).toBe(400);
    expect(bad.body.params.errors).toEqual([expect.objectContaining({ path: 'domain', code: 'SENDING_DOMAIN_INVALID' })]);
    for (const wrong of ['localhost', '-x-.pl', 'a..pl', 'x.p1']) {
      expect((await session.call('POST', '/settings/company/domains', { json: { domain: wrong } })).status, wrong).toBe(400);
    }

    const name = fresh('News');
    const added = await session.call('POST', '/settings/company/domains', { json: { domain: `  ${name.toUpperCase()}.` } });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const domain = name.toLowerCase();
    expect(added.body).toMatchObject({ domain, dkimStatus: 'pending', usable: false, mailFromDomain: `bounce.${domain}` });

    // What SES holds is what the page lists: one CNAME per DKIM token (the emulator issues none), then MAIL FROM and DMARC.
    const identity = await ses().send(new GetEmailIdentityCommand({ EmailIdentity: domain }));
    const tokens = identity.DkimAttributes?.Tokens ?? [];
    expect(added.body.records).toEqual([
      ...tokens.map((t) => ({ purpose: 'dkim', type: 'CNAME', name: `${t}._domainkey.${domain}`, value: `${t}.dkim.amazonses.com` })),
      {
        purpose: 'mailFromMx',
        type: 'MX',
        name: `bounce.${domain}`,
        value: `feedback-smtp.${process.env.AWS_REGION}.amazonses.com`,
        priority: 10,
      },
      { purpose: 'mailFromSpf', type: 'TXT', name: `bounce.${domain}`, value: 'v=spf1 include:amazonses.com ~all' },
      { purpose: 'dmarc', type: 'TXT', name: `_dmarc.${domain}`, value: `v=DMARC1; p=none; rua=mailto:dmarc-reports@${domain}` },
    ]);

    const list = await session.call('GET', '/settings/company/domains');
    expect(list.body.items.map((d: { domain: string }) => d.domain)).toEqual([domain]);
    const again = await session.call('POST', '/settings/company/domains', { json: { domain } });
    expect({ status: again.status, code: again.body.code }).toEqual({ status: 409, code: 'SENDING_DOMAIN_EXISTS' });

    const checked = await session.call('POST', `/settings/company/domains/${domain}/check`, { json: {} });
    expect(checked.status, JSON.stringify(checked.body)).toBe(200);
    expect(checked.body).toMatchObject({ domain, dkimStatus: 'pending', usable: false });
    expect(checked.body.checkedAt).toEqual(expect.any(String));
  });

  it('refuses the platform domain and a domain another account holds; another account cannot see or touch it', async () => {
    const a = await loggedIn();
    const b = await loggedIn();
    const platform = await a.session.call('POST', '/settings/company/domains', { json: { domain: config.senderDomain } });
    expect({ status: platform.status, code: platform.body.code }).toEqual({ status: 409, code: 'SENDING_DOMAIN_TAKEN' });

    const domain = fresh('held');
    expect((await a.session.call('POST', '/settings/company/domains', { json: { domain } })).status).toBe(201);
    const taken = await b.session.call('POST', '/settings/company/domains', { json: { domain } });
    expect({ status: taken.status, code: taken.body.code }).toEqual({ status: 409, code: 'SENDING_DOMAIN_TAKEN' });
    for (const [method, path] of [
      ['GET', `/settings/company/domains/${domain}`],
      ['POST', `/settings/company/domains/${domain}/check`],
      ['DELETE', `/settings/company/domains/${domain}`],
    ] as const) {
      const res = await b.session.call(method, path, method === 'GET' ? {} : { json: {} });
      expect({ path, status: res.status, code: res.body.code }).toEqual({ path, status: 404, code: 'SENDING_DOMAIN_NOT_FOUND' });
    }
    expect((await b.session.call('GET', '/settings/company/domains')).body.items).toEqual([]);
    expect((await a.session.call('GET', `/settings/company/domains/${domain}`)).status).toBe(200);
  });

  it('lets senders use a domain once verified (locally marked), and refuses its deletion while a planned mailing sends from it', async () => {
    const { session, account } = await loggedIn();
    const accountId = account.accountId;
    const domain = fresh('senders');
    expect((await session.call('POST', '/settings/company/domains', { json: { domain } })).status).toBe(201);

    const refused = await session.call('POST', '/mailings', { json: mailing(`news@${domain}`) });
    expect(refused.status).toBe(400);
    expect(refused.body.params.errors).toEqual([
      { path: 'fromEmail', code: 'MAILING_SENDER_NOT_VERIFIED', params: { domain: config.senderDomain, domains: config.senderDomain } },
    ]);

    // The control exists only where the local runtime's developer tools are on.
    await expect(domainsService.markVerifiedLocally(accountId, domain)).rejects.toMatchObject({ status: 404 });
    const verified = await asDeveloper(() => domainsService.markVerifiedLocally(accountId, domain));
    expect(verified).toMatchObject({ dkimStatus: 'verified', usable: true, verifiedLocally: true });
    expect((await session.call('GET', '/sender-domains')).body).toEqual({ domains: [config.senderDomain, domain] });
    // A check after that keeps the developer's word (the emulator's SES never verifies).
    expect((await session.call('POST', `/settings/company/domains/${domain}/check`, { json: {} })).body.usable).toBe(true);

    const created = await session.call('POST', '/mailings', { json: mailing(`news@mail.${domain}`) });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const other = await session.call('POST', '/mailings', { json: mailing('news@elsewhere.example') });
    expect(other.body.params.errors[0].params.domains).toBe(`${config.senderDomain}, ${domain}`);

    await setMailingState(accountId, created.body.id, 'planned');
    const inUse = await session.call('DELETE', `/settings/company/domains/${domain}`, { json: {} });
    expect({ status: inUse.status, code: inUse.body.code }).toEqual({ status: 409, code: 'SENDING_DOMAIN_IN_USE' });
    expect(inUse.body.params).toEqual({ mailings: 'Domeny', ids: [created.body.id] });

    await setMailingState(accountId, created.body.id, 'sent');
    const removed = await session.call('DELETE', `/settings/company/domains/${domain}`, { json: {} });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect((await session.call('GET', '/settings/company/domains')).body.items).toEqual([]);
    await expect(ses().send(new GetEmailIdentityCommand({ EmailIdentity: domain }))).rejects.toMatchObject({ name: 'NotFoundException' });
    // The claim went with it: another account may add the domain now.
    const b = await loggedIn();
    expect((await b.session.call('POST', '/settings/company/domains', { json: { domain } })).status).toBe(201);
  });

  it('checks unverified domains in the background and leaves verified ones alone', async () => {
    const { session, account } = await loggedIn();
    const domain = fresh('ticker');
    expect((await session.call('POST', '/settings/company/domains', { json: { domain } })).status).toBe(201);
    expect((await domainsRepository.get(account.accountId, domain))?.checks).toBe(0);

    // Due after the first 5 minutes. (Other files' ticks check every account's due domains too, so counts only grow here.)
    const later = new Date(Date.now() + 6 * 60_000);
    expect(await domainsService.checkDue(later, { max: 1000 })).toBeGreaterThanOrEqual(1);
    const after = await domainsRepository.get(account.accountId, domain);
    expect(after?.checks).toBeGreaterThanOrEqual(1);
    expect(after?.checkedAt).toEqual(expect.any(String));

    // A verified domain leaves the due index: no later pass asks SES about it again.
    await asDeveloper(() => domainsService.markVerifiedLocally(account.accountId, domain));
    const settled = (await domainsRepository.get(account.accountId, domain))!.checks;
    await domainsService.checkDue(new Date(Date.now() + 7 * 24 * 3600_000), { max: 1000 });
    expect((await domainsRepository.get(account.accountId, domain))?.checks).toBe(settled);
  });
});
