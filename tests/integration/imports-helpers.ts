import { readFileSync } from 'node:fs';
import iconv from 'iconv-lite';
import { expect } from 'vitest';
import { pl } from '@shared/i18n/resources';
import { drainQueues, type ApiSession } from './helpers';

export const fixture = (name: string) => readFileSync(new URL(`../fixtures/imports/${name}`, import.meta.url));

/** Uploads a file the way the web app does: ask for a presigned URL, PUT the bytes straight to S3. */
export async function upload(session: ApiSession, fileName: string, bytes: Uint8Array | string): Promise<string> {
  const body = typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : Buffer.from(bytes);
  const res = await session.call('POST', '/imports/uploads', { json: { fileName, size: body.length } });
  expect(res.status).toBe(201);
  const put = await fetch(res.body.url, { method: 'PUT', body, headers: res.body.headers });
  expect(put.status).toBe(200);
  return res.body.fileId as string;
}

export type StartOptions = Record<string, unknown> & { mapping: { column: number; field: string }[] };

/** Uploads, starts and runs an import to its end; answers the finished import. */
export async function importFile(session: ApiSession, bytes: Uint8Array | string, options: StartOptions) {
  const fileId = await upload(session, 'subscribers.csv', bytes);
  const started = await session.call('POST', '/imports', { json: { fileId, hasHeader: true, mode: 2, ...options } });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  await drainQueues();
  return (await session.call('GET', `/imports/${started.body.id}`)).body;
}

/**
 * The rejected-rows report as CSV rows (after the byte order mark): Line, Outcome, Reason, Field,
 * then the row's cells, in the starter's language (a test user's is Polish). `windows-1250`: the
 * Excel flavour, decoded and split on semicolons.
 */
export async function reportRows(session: ApiSession, importId: string, encoding: 'utf-8' | 'windows-1250' = 'utf-8'): Promise<string[][]> {
  const link = await session.call('GET', `/imports/${importId}/report`, { query: { encoding } });
  expect(link.status).toBe(200);
  const bytes = Buffer.from(await (await fetch(link.body.url)).arrayBuffer());
  const text = (encoding === 'utf-8' ? bytes.toString('utf8') : iconv.decode(bytes, 'win1250')).replace(/^\uFEFF/, '');
  const { parse } = await import('csv-parse/sync');
  return parse(text, { relax_column_count: true, delimiter: encoding === 'utf-8' ? ',' : ';' }) as string[][];
}

/** The report's first four columns in Polish, and its words for the outcomes. */
export const REPORT_HEAD_PL = ['Wiersz', 'Wynik', 'Powód', 'Pole'];
export const REJECTED_PL = 'odrzucony';
export const SKIPPED_PL = 'pominięty';
/** A reason as the Polish report says it: the error catalogue's sentence for the code. */
export const reasonPl = (code: string): string => {
  const text = (pl.errors as unknown as Record<string, string>)[code];
  expect(text, code).toBeDefined();
  return text!;
};

export async function subscriberByEmail(session: ApiSession, email: string) {
  const res = await session.call('GET', '/subscribers', { query: { search: email } });
  return (res.body.items as { email: string }[]).find((s) => s.email === email) as any;
}
