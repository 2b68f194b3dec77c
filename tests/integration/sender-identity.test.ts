import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { CreateEmailIdentityCommand, GetEmailIdentityCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulator } from './emulator';
import { fileEnv } from './file-env';
import { forgetClients } from '@functions/platform/aws';

/**
 * The Sending stack's custom resource (functions/edge/sender-identity.ts) against the emulator: it
 * creates a missing identity, adopts an existing one, deletes only what it created, and always
 * answers CloudFormation at the response URL (a local server stands in for the presigned S3 URL).
 *
 * moto 5.2 has no PutEmailIdentityMailFromAttributes / PutEmailIdentityConfigurationSetAttributes:
 * the handler's SES v2 client goes through a small proxy (AWS_ENDPOINT_URL_SESV2) that records and
 * accepts those two and forwards every other request to moto.
 */
const env = emulator.awsEnv;
const attributeCalls: { identity: string; kind: string; body: Record<string, unknown> }[] = [];
const proxy = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const body = Buffer.concat(chunks);
    const attributes = /^\/v2\/email\/identities\/([^/]+)\/(mail-from|configuration-set)$/.exec(req.url ?? '');
    if (req.method === 'PUT' && attributes) {
      attributeCalls.push({
        identity: decodeURIComponent(attributes[1]!),
        kind: attributes[2]!,
        body: JSON.parse(body.toString() || '{}') as Record<string, unknown>,
      });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      return;
    }
    const upstream = http.request(new URL(req.url ?? '/', env.AWS_ENDPOINT_URL), { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 500, answer.headers);
      answer.pipe(res);
    });
    upstream.end(body);
  });
});
await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
// Clients already made by an earlier file in this process talk to moto directly: made again, through the proxy, and again after.
fileEnv({ ...env, AWS_ENDPOINT_URL_SESV2: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}` });
forgetClients();
afterAll(() => forgetClients());
const { handler } = await import('@functions/edge/sender-identity');
const ses = new SESv2Client({
  endpoint: env.AWS_ENDPOINT_URL,
  region: env.AWS_REGION,
  credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
});
const callsFor = (d: string) => attributeCalls.filter((c) => c.identity === d).map(({ kind, body }) => ({ kind, body }));
const mailFrom = (d: string) => ({ kind: 'mail-from', body: { MailFromDomain: `mail.${d}`, BehaviorOnMxFailure: 'USE_DEFAULT_VALUE' } });

const responses: { method?: string; contentType?: string; body: Record<string, any> }[] = [];
let server: http.Server;
let responseUrl: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      responses.push({ method: req.method, contentType: req.headers['content-type'], body: JSON.parse(raw) as Record<string, any> });
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  responseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/presigned`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await new Promise<void>((resolve) => proxy.close(() => resolve()));
});

const domain = () => `send-${ulid().toLowerCase()}.example.org`;
const props = (d: string) => ({ Domain: d, ConfigurationSetName: env.SES_CONFIGURATION_SET!, MailFromDomain: `mail.${d}` });

async function request(RequestType: 'Create' | 'Update' | 'Delete', d: string, PhysicalResourceId?: string) {
  const before = responses.length;
  await handler({
    RequestType,
    ResponseURL: responseUrl,
    StackId: 'stack',
    RequestId: ulid(),
    LogicalResourceId: 'SenderIdentity',
    PhysicalResourceId,
    ResourceProperties: props(d),
  });
  expect(responses).toHaveLength(before + 1);
  return responses.at(-1)!.body;
}

const exists = async (d: string) =>
  ses.send(new GetEmailIdentityCommand({ EmailIdentity: d })).then(
    () => true,
    (error: { name?: string }) => (error.name === 'NotFoundException' ? false : Promise.reject(error as Error)),
  );

describe('sender identity custom resource', () => {
  it('creates a missing identity with its MAIL FROM domain, outputs DKIM records, and deletes it with the stack', async () => {
    const d = domain();
    const created = await request('Create', d);
    expect(created).toMatchObject({
      Status: 'SUCCESS',
      PhysicalResourceId: `${d}|created`,
      LogicalResourceId: 'SenderIdentity',
      Data: { Origin: 'created' },
    });
    expect(responses.at(-1)).toMatchObject({ method: 'PUT' });
    for (const i of [1, 2, 3])
      expect(created.Data[`DkimRecord${i}`]).toMatch(
        new RegExp(`^(\\S+\\._domainkey\\.${d.replace(/\./g, '\\.')} CNAME \\S+\\.dkim\\.amazonses\\.com|none: .*)$`),
      );
    // Created with the stage's configuration set, so only the MAIL FROM domain is set afterwards.
    expect((await ses.send(new GetEmailIdentityCommand({ EmailIdentity: d }))).ConfigurationSetName).toBe(env.SES_CONFIGURATION_SET);
    expect(callsFor(d)).toEqual([mailFrom(d)]);

    // An update of the same domain keeps it as this stack's own.
    expect(await request('Update', d, `${d}|created`)).toMatchObject({ Status: 'SUCCESS', PhysicalResourceId: `${d}|created` });

    expect(await request('Delete', d, `${d}|created`)).toMatchObject({ Status: 'SUCCESS' });
    expect(await exists(d)).toBe(false);
  });

  it('adopts an identity that already exists instead of failing, and leaves it on delete', async () => {
    const d = domain();
    await ses.send(new CreateEmailIdentityCommand({ EmailIdentity: d }));
    const adopted = await request('Create', d);
    expect(adopted).toMatchObject({
      Status: 'SUCCESS',
      PhysicalResourceId: `${d}|adopted`,
      Data: { Origin: 'adopted', DkimRecord1: expect.any(String) },
    });
    // It had no configuration set of its own, so it gets the stage's; and the MAIL FROM domain.
    expect(callsFor(d)).toEqual([{ kind: 'configuration-set', body: { ConfigurationSetName: env.SES_CONFIGURATION_SET } }, mailFrom(d)]);

    expect(await request('Delete', d, `${d}|adopted`)).toMatchObject({ Status: 'SUCCESS' });
    expect(await exists(d)).toBe(true);
  });

  it('re-creates an identity deleted by hand on the next deploy', async () => {
    const d = domain();
    await request('Create', d);
    await request('Delete', d, `${d}|created`);
    expect(await request('Update', d, `${d}|created`)).toMatchObject({ Status: 'SUCCESS', PhysicalResourceId: `${d}|created` });
    expect(await exists(d)).toBe(true);
  });

  it('moving to another domain gives a new id (CloudFormation then deletes the old one)', async () => {
    const a = domain();
    const b = domain();
    await request('Create', a);
    expect(await request('Update', b, `${a}|created`)).toMatchObject({ Status: 'SUCCESS', PhysicalResourceId: `${b}|created` });
    await request('Delete', a, `${a}|created`);
    expect(await exists(a)).toBe(false);
    expect(await exists(b)).toBe(true);
  });

  it('answers FAILED (never leaves CloudFormation waiting) and a failed create deletes nothing', async () => {
    const d = domain();
    await ses.send(new CreateEmailIdentityCommand({ EmailIdentity: d }));
    // No domain: SES (here moto) refuses the call, as any SES error during a deploy would.
    const failed = await request('Create', '');
    expect(failed).toMatchObject({ Status: 'FAILED', PhysicalResourceId: '|failed', Reason: expect.stringMatching(/\S/) });
    expect(await request('Delete', d, `${d}|failed`)).toMatchObject({ Status: 'SUCCESS' });
    expect(await exists(d)).toBe(true);
  });
});
