import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { AnsweredRetryStrategy, sendFailureKind } from './aws';

/*
 * A real SES v2 client against a local server that answers as told: the SDK's own retries must
 * never send a message twice when a call got no answer, and must still retry what SES answered.
 */
type Answer = 'hang' | 'reset' | 500 | 200;
let script: Answer[] = [];
let requests = 0;
let server: Server;
const held: ServerResponse[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      requests++;
      const answer = script.shift() ?? 200;
      if (answer === 'hang') held.push(res);
      else if (answer === 'reset') req.socket.destroy();
      else
        res
          .writeHead(answer, { 'content-type': 'application/json' })
          .end(answer === 200 ? '{"MessageId":"m-1"}' : '{"message":"internal"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  for (const res of held) res.socket?.destroy();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const client = (retryStrategy?: AnsweredRetryStrategy) =>
  // eslint-disable-next-line no-restricted-syntax -- a client of a local server that misbehaves on purpose, with and without the app's strategy
  new SESv2Client({
    region: 'eu-central-1',
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
    requestHandler: { requestTimeout: 300, throwOnRequestTimeout: true },
    ...(retryStrategy ? { retryStrategy } : {}),
  });
const send = (c: SESv2Client) =>
  c.send(
    new SendEmailCommand({ Content: { Raw: { Data: Buffer.from('Subject: x\r\n\r\nx') } }, Destination: { ToAddresses: ['a@b.pl'] } }),
  );
async function attempt(answers: Answer[], c: SESv2Client) {
  script = [...answers];
  requests = 0;
  const outcome = await send(c).then(
    (out) => out.MessageId,
    (error: unknown) => error,
  );
  return { outcome, requests };
}

describe('the SDK retries of a call that hands a message over', () => {
  it('never repeats a call that timed out or whose connection was reset (the SDK alone would)', async () => {
    const timedOut = await attempt(['hang', 'hang', 'hang'], client(new AnsweredRetryStrategy()));
    expect(timedOut.requests).toBe(1);
    expect(sendFailureKind(timedOut.outcome)).toBe('unknown');
    const reset = await attempt(['reset', 'reset', 'reset'], client(new AnsweredRetryStrategy()));
    expect(reset.requests).toBe(1);
    expect(sendFailureKind(reset.outcome)).toBe('unknown');
    // The standard strategy sends the same message again after a timeout: what this guards against.
    expect((await attempt(['hang', 200], client())).requests).toBe(2);
  }, 20_000);

  it('retries what the provider answered with its own failure, and succeeds', async () => {
    expect(await attempt([500, 200], client(new AnsweredRetryStrategy()))).toEqual({ outcome: 'm-1', requests: 2 });
  }, 20_000);
});
