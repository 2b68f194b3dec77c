import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ulid } from 'ulid';
import './helpers';
// @ts-expect-error -- plain ESM helper shared with the npm scripts
import { freePort } from '../../scripts/emulator.mjs';
import { startLocalRuntime, type LocalRuntime } from '@infra/local/runtime';
import { seedDemo, DEMO_LOGIN } from '@infra/local/seed';

/** The local runtime over real HTTP: the server, the pollers and the SES feedback loop together. */
describe('local runtime over HTTP', () => {
  let runtime: LocalRuntime;
  let webRoot: string;
  const savedEnv = { ...process.env };

  beforeAll(async () => {
    webRoot = mkdtempSync(path.join(os.tmpdir(), 'goniec-web-'));
    writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Goniec</title>');
    runtime = await startLocalRuntime({
      endpoint: process.env.AWS_ENDPOINT_URL!,
      region: 'eu-central-1',
      port: await freePort(),
      prefix: `rt-${ulid().toLowerCase()}`,
      senderDomain: 'goniec.local',
      webRoot,
      devTools: true,
      pollers: true,
      tickerIntervalMs: 60_000,
    });
    await seedDemo('goniec.local');
  });

  afterAll(async () => {
    await runtime?.stop();
    rmSync(webRoot, { recursive: true, force: true });
    process.env = savedEnv;
  });

  it('serves the web app with an SPA fallback and the API under /api', async () => {
    const page = await fetch(`${runtime.url}/subscribers/all`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Goniec</title>');
    const api = await fetch(`${runtime.url}/api/users/me`);
    expect(api.status).toBe(401);
    expect(await api.json()).toEqual({ code: 'AUTH_UNAUTHORIZED' });
    // A path that is not valid percent-encoding is just another unknown route, never a 500.
    const broken = await fetch(`${runtime.url}/%ZZ`);
    expect(broken.status).toBe(200);
    expect(await broken.text()).toContain('<title>Goniec</title>');
    expect((await fetch(`${runtime.url}/api/subscribers/%ZZ`)).status).toBe(400);
  });

  it('logs the demo user in, sends the demo mailing through the pollers and counts SES feedback', async () => {
    const login = await fetch(`${runtime.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_LOGIN),
    });
    expect(login.status).toBe(200);
    const cookies = login.headers.getSetCookie().map((c) => c.split(';')[0]!);
    const csrf = cookies.find((c) => c.startsWith('goniec_csrf='))!.split('=')[1]!;
    const headers = { cookie: cookies.join('; '), 'content-type': 'application/json', 'x-csrf-token': csrf };
    const mailings = await (await fetch(`${runtime.url}/api/mailings`, { headers })).json();
    const id = mailings.items[0].id as string;
    expect((await fetch(`${runtime.url}/api/mailings/${id}/send`, { method: 'POST', headers, body: '{}' })).status).toBe(202);

    let report: any;
    for (let i = 0; i < 60; i++) {
      report = await (await fetch(`${runtime.url}/api/mailings/${id}`, { headers })).json();
      if (report.state === 'sent' && report.stats.delivered === 3 && report.stats.bounced === 1 && report.stats.complained === 1) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    expect(report.state).toBe('sent');
    expect(report.stats).toMatchObject({ recipients: 5, sent: 5, delivered: 3, bounced: 1, complained: 1 });

    const outbox = await (await fetch(`${runtime.url}/api/dev/outbox`, { headers })).json();
    const ours = outbox.items.filter((m: { subject: string }) => m.subject.startsWith('Witaj'));
    expect(ours.length).toBeGreaterThanOrEqual(5);
    const message = await (await fetch(`${runtime.url}/api/dev/outbox/${ours[0].id}`, { headers })).json();
    expect(message.html).toContain('/t/o/');
    expect(message.headers.find((h: { key: string }) => h.key === 'list-unsubscribe-post').value).toBe('List-Unsubscribe=One-Click');
    expect((await fetch(`${runtime.url}/api/dev/outbox`)).status).toBe(401);
  });

  it('sends an SMS to the demo subscribers with numbers through the pollers, and the text catcher shows it', async () => {
    const login = await fetch(`${runtime.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_LOGIN),
    });
    const cookies = login.headers.getSetCookie().map((c) => c.split(';')[0]!);
    const csrf = cookies.find((c) => c.startsWith('goniec_csrf='))!.split('=')[1]!;
    const headers = { cookie: cookies.join('; '), 'content-type': 'application/json', 'x-csrf-token': csrf };
    const content = `Demo ${ulid()}`;
    const started = await fetch(`${runtime.url}/api/sms`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'Demo SMS', sender: 'Goniec', content }),
    });
    expect(started.status).toBe(202);
    const { id } = (await started.json()) as { id: string };
    let sms: any;
    for (let i = 0; i < 60; i++) {
      sms = await (await fetch(`${runtime.url}/api/sms/${id}`, { headers })).json();
      if (sms.state !== 'sending') break;
      await new Promise((r) => setTimeout(r, 500));
    }
    expect(sms).toMatchObject({ state: 'sent', stats: { recipients: 2, sent: 2 } });
    const texts = (await (await fetch(`${runtime.url}/api/dev/sms`, { headers })).json()).items.filter(
      (m: { message: string }) => m.message === content,
    );
    expect(texts.map((m: { to: string }) => m.to).sort()).toEqual(['+48601000101', '+48601000102']);
    expect((await fetch(`${runtime.url}/api/dev/sms`)).status).toBe(401);
  });
  it("marks a sending domain verified through the local-only developer route, for the caller's own account only", async () => {
    const login = await fetch(`${runtime.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_LOGIN),
    });
    const cookies = login.headers.getSetCookie().map((c) => c.split(';')[0]!);
    const csrf = cookies.find((c) => c.startsWith('goniec_csrf='))!.split('=')[1]!;
    const headers = { cookie: cookies.join('; '), 'content-type': 'application/json', 'x-csrf-token': csrf };
    const domain = `local-${ulid().toLowerCase().slice(-10)}.example.com`;
    const verify = (h: Record<string, string>) =>
      fetch(`${runtime.url}/api/dev/domains/${domain}/verify`, { method: 'POST', headers: h, body: '{}' });

    expect((await verify({ 'content-type': 'application/json' })).status).toBe(401);
    expect((await verify(headers)).status).toBe(404);
    expect(
      (await fetch(`${runtime.url}/api/settings/company/domains`, { method: 'POST', headers, body: JSON.stringify({ domain }) })).status,
    ).toBe(201);
    const { cookie: _c, ...noSession } = headers;
    expect((await verify(noSession)).status).toBe(401);
    const marked = await verify(headers);
    expect(marked.status).toBe(200);
    expect(await marked.json()).toMatchObject({ domain, usable: true, verifiedLocally: true });
    const senders = await (await fetch(`${runtime.url}/api/sender-domains`, { headers })).json();
    expect(senders.domains).toContain(domain);
  });
});
