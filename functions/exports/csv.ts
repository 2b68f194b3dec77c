import { csvOutput, type CsvOutput } from '@functions/files/csv-output';
import type { PropertyDef } from '@shared/properties';
import { formatGsm } from '@shared/rules/contacts';
import { EXPORT_ENGAGEMENT_FIELDS, type ExportEngagementField } from '@shared/schemas/exports';
import type { ImportEncoding } from '@shared/schemas/imports';
import type { Subscriber } from '@shared/schemas/subscriber';

/** How a column reads its value and names itself in the header. */
export interface ExportColumn {
  title: string;
  read: (s: Subscriber) => string;
}

const text = (value: unknown): string =>
  value === undefined || value === null ? '' : Array.isArray(value) ? value.join('|') : String(value);

const ENGAGEMENT = new Set<string>(EXPORT_ENGAGEMENT_FIELDS);

/** A figure of the subscriber's engagement summary (empty without one). */
function engagementColumn(field: ExportEngagementField): ExportColumn {
  const key = field === 'engagementAt' ? 'at' : field;
  return { title: field, read: (s: Subscriber) => text(s.engagement?.[key]) };
}

/** Base fields by their own name, properties by the account's technical name (what an import maps back). */
export function exportColumns(fields: readonly string[], propsById: ReadonlyMap<string, PropertyDef>): ExportColumn[] {
  return fields.map((field) => {
    if (ENGAGEMENT.has(field)) return engagementColumn(field as ExportEngagementField);
    const def = propsById.get(field);
    // Numbers with their "+", so a foreign one imports back as itself.
    if (def?.type === 'gsm') return { title: def.name, read: (s: Subscriber) => formatGsm(text(s.props[field])) };
    if (def) return { title: def.name, read: (s: Subscriber) => text(s.props[field]) };
    if (field === 'gsm') return { title: field, read: (s: Subscriber) => formatGsm(text(s.gsm)) };
    return { title: field, read: (s: Subscriber) => text((s as unknown as Record<string, unknown>)[field]) };
  });
}

/** The CSV an export writes: UTF-8 with commas, or Windows-1250 with semicolons for Excel; cells neutralised. */
export const exportCsv = (encoding: ImportEncoding): CsvOutput => csvOutput(encoding);
