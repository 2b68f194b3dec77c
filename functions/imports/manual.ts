import { stringify } from 'csv-stringify/sync';
import { MANUAL_IMPORT_MAX_LINES, type ImportOptions, type ImportRowOutcome, type ManualImportBody } from '@shared/schemas/imports';
import { BadRequestError } from '@functions/platform/errors';
import type { Principal } from '@functions/platform/http';
import { authorEmails } from '@functions/users/labels';
import { toImportJob } from './dto';
import { importsRepository } from './repository';
import { executeImport } from './job';
import { assertNotLocked, checkSettings, newImportRecord } from './service';

const MAPPING: ImportOptions['mapping'] = [
  { column: 0, field: 'email' },
  { column: 1, field: 'gsm' },
  { column: 2, field: 'name' },
];

/**
 * Pasted lines as the CSV the file import reads (e-mail;gsm;name), one line for one, blank lines kept
 * so line numbers stay the user's. A line is an e-mail when it has an @, a GSM number otherwise.
 */
export function manualCsv(lines: readonly string[]): Buffer {
  const records = lines.map((line) => {
    if (line.trim() === '') return undefined;
    const cut = line.indexOf(';');
    const contact = (cut < 0 ? line : line.slice(0, cut)).trim();
    const name = cut < 0 ? '' : line.slice(cut + 1).trim();
    return contact.includes('@') ? [contact, '', name] : ['', contact, name];
  });
  return Buffer.from(records.map((r) => (r ? stringify([r], { delimiter: ';', record_delimiter: '\n' }) : '\n')).join(''), 'utf8');
}

/**
 * Manual import (spec: /import, manual): the same checks, modes and writes as a file import, run
 * while the request waits. Past MANUAL_IMPORT_MAX_LINES addresses the user is sent to file import.
 */
export async function manualImport(principal: Principal, body: ManualImportBody) {
  const lines = body.text.split(/\r?\n/);
  const filled = lines.filter((l) => l.trim() !== '').length;
  if (filled === 0) throw new BadRequestError('IMPORT_MANUAL_EMPTY');
  if (filled > MANUAL_IMPORT_MAX_LINES)
    throw new BadRequestError('IMPORT_MANUAL_TOO_MANY_LINES', { max: MANUAL_IMPORT_MAX_LINES, lines: filled });
  await assertNotLocked(principal.accountId);
  const { text: _t, ...settings } = body;
  const options: ImportOptions = {
    ...settings,
    mapping: MAPPING,
    contactRule: 'emailOrGsm',
    hasHeader: false,
    encoding: 'utf-8',
    delimiter: ';',
  };
  await checkSettings(principal.accountId, options, MAPPING.length);
  const csv = manualCsv(lines);
  const record = newImportRecord(principal, { source: 'manual', options, columnCount: MAPPING.length, bytesTotal: csv.length });
  await importsRepository.create(record);
  const rows: ImportRowOutcome[] = [];
  await executeImport(record, [csv], { onRows: (r) => rows.push(...r) });
  const done = (await importsRepository.get(principal.accountId, record.id))!;
  return {
    import: toImportJob(done, await authorEmails([done], principal)),
    // The user's own line, not the CSV it became.
    rows: rows.map((r) => ({ ...r, row: [lines[r.line - 1] ?? ''] })).sort((a, b) => a.line - b.line),
  };
}
