import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isPublicAddress, webhookUrlOf, type WebhookUrlPolicy } from '@shared/rules/webhook-url';

/** A receiver has this long to answer a delivery. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** What is read of a receiver's answer: the status matters, the body only as far as a log line would show. */
const RESPONSE_READ_MAX = 16 * 1024;

export interface PostResult {
  /** The receiver's HTTP status; absent when there was no answer. */
  status?: number;
  latencyMs: number;
  /** Why there was no answer, or why nothing was sent (`refused`). */
  error?: string;
  refused?: boolean;
}

class AddressRefused extends Error {
  readonly code = 'WEBHOOK_ADDRESS_REFUSED';
}

/**
 * Resolves a host and refuses it when any of its addresses may not be called: the connection is
 * made to the address checked here, so a name that resolves differently a moment later (DNS
 * rebinding) cannot slip a private address in.
 */
export function guardedLookup(policy: WebhookUrlPolicy, resolve: typeof dns.lookup = dns.lookup): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { all: true, ...(options.family ? { family: options.family } : {}) }, (error, addresses) => {
      if (error) return callback(error, '', 4);
      const refused = policy.localReceivers ? undefined : addresses.find((a) => !isPublicAddress(a.address));
      if (refused || addresses.length === 0)
        return callback(new AddressRefused(`address ${refused?.address ?? 'none'} not allowed`), '', 4);
      if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/**
 * POSTs one delivery: no redirects followed (a 3xx is a failed attempt), the answer read up to 16 KB,
 * the whole call bounded by WEBHOOK_TIMEOUT_MS. Never throws: every outcome is a PostResult.
 */
export function postWebhook(
  target: string,
  body: string,
  headers: Record<string, string>,
  policy: WebhookUrlPolicy,
  timeoutMs = WEBHOOK_TIMEOUT_MS,
): Promise<PostResult> {
  const started = Date.now();
  const url = webhookUrlOf(target, policy);
  if (!url) return Promise.resolve({ latencyMs: 0, error: 'address not allowed', refused: true });
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: Omit<PostResult, 'latencyMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...result, latencyMs: Date.now() - started });
    };
    const request = client.request(
      url,
      {
        method: 'POST',
        lookup: guardedLookup(policy),
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Goniec-Webhooks/1.0',
          ...headers,
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > RESPONSE_READ_MAX) response.destroy();
        });
        const done = () => finish({ status: response.statusCode ?? 0 });
        response.on('end', done);
        response.on('close', done);
        response.on('error', done);
      },
    );
    const timer = setTimeout(() => {
      request.destroy();
      finish({ error: 'timeout' });
    }, timeoutMs);
    request.on('error', (error: NodeJS.ErrnoException) => {
      const refused = error instanceof AddressRefused || error.code === 'WEBHOOK_ADDRESS_REFUSED';
      finish({ error: refused ? 'address not allowed' : (error.code ?? error.message).slice(0, 200), ...(refused ? { refused } : {}) });
    });
    request.end(body);
  });
}
