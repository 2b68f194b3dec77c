import type { Transform } from 'node:stream';
import { stringify } from 'csv-stringify';
import iconv from 'iconv-lite';
import type { PropertyDef } from '@shared/properties';
import { formatGsm } from '@shared/rules/contacts';
import type { ImportEncoding } from '@shared/schemas/imports';
import type { Subscriber } from '@shared/schemas/subscriber';

/** How a column reads its value and names itself in the header. */
export interface ExportColumn {
  title: string;
  read: (s: Subscriber) => string;
}

const text = (value: unknown): string => (value === undefined || value === null ? '' : Array.isArray(value) ? value.join('|') : String(value));

/** Base fields by their own name, properties by the account's technical name (what an import maps back). */
export function exportColumns(fields: readonly string[], propsById: ReadonlyMap<string, PropertyDef>): ExportColumn[] {
  return fields.map((field) => {
    const def = propsById.get(field);
    // Numbers with their "+", so a foreign one imports back as itself.
    if (def?.type === 'gsm') return { title: def.name, read: (s: Subscriber) => formatGsm(text(s.props[field])) };
    if (def) return { title: def.name, read: (s: Subscriber) => text(s.props[field]) };
    if (field === 'gsm') return { title: field, read: (s: Subscriber) => formatGsm(text(s.gsm)) };
    return { title: field, read: (s: Subscriber) => text((s as unknown as Record<string, unknown>)[field]) };
  });
}

/**
 * The CSV an export writes: csv-stringify for quoting; UTF-8 with a byte order mark (spreadsheets
 * then read Polish letters right) or Windows-1250 through iconv-lite (a character the code page
 * lacks becomes "?").
 */
export function exportCsv(encoding: ImportEncoding): { csv: ReturnType<typeof stringify>; out: Transform | ReturnType<typeof stringify> } {
  const csv = stringify({ bom: encoding === 'utf-8', record_delimiter: 'windows' });
  if (encoding === 'utf-8') return { csv, out: csv };
  const encoder = iconv.encodeStream('win1250') as unknown as Transform;
  // iconv's encoder takes text: the stringifier's bytes are decoded back (whole characters only) first.
  csv.setEncoding('utf8');
  return { csv, out: csv.pipe(encoder) };
}
