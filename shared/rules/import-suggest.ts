import { BASE_PROPERTIES, checkPropertyValue, type PropertyDef, type ValueContext } from '../properties';
import { IMPORT_BASE_FIELDS, type ImportDateFormat, type ImportMapping, type ImportNewProperty } from '../schemas/imports';
import { normalizeEmail } from './contacts';
import {
  FIELD_ALIASES,
  FIELD_LABELS,
  headerKey,
  KNOWN_COLUMNS,
  MONTH_FIRST_MARKERS,
  PINPOINT_MARKER,
  stripPath,
  type KnownColumn,
} from './import-aliases';
import { detectColumnDateFormats, parseImportDate } from './import-dates';

/** A property as the suggestion needs it (the web passes only ids and names). */
export type SuggestProperty = Pick<PropertyDef, 'id' | 'name'> & Partial<Omit<PropertyDef, 'id' | 'name'>>;

export interface ImportSuggestion {
  mapping: ImportMapping;
  newProperties: ImportNewProperty[];
  /** Per column: the date format its sampled values fit, or null. */
  dateFormats: (ImportDateFormat | null)[];
}

const BASE = new Set<string>(IMPORT_BASE_FIELDS);
const baseDef = (id: string) => BASE_PROPERTIES.find((p) => p.id === id);
const ANY_GSM: ValueContext = { allowOtherGsmPrefixes: true, now: () => '1970-01-01T00:00:00.000Z' };

/**
 * A column whose sampled values mostly fail the target's check is not suggested for it: status and
 * e-mail type take only their codes (not another tool's "aktywny"), an int property no text, a list
 * only its values. The suggestion is meant to be used unchanged. The e-mail is never dropped so.
 */
function valuesFit(def: PropertyDef | undefined, values: readonly string[], format: ImportDateFormat | null, ctx: ValueContext): boolean {
  if (!def || def.type === 'email') return true;
  const present = values.map((v) => v.trim()).filter((v) => v !== '');
  const fit = present.filter((v) => checkPropertyValue(def, format ? (parseImportDate(v, format) ?? v) : v, ctx).ok).length;
  return fit >= present.length * FIT_SHARE;
}
const FIT_SHARE = 0.8;

/**
 * Per column, the date format of its sampled values; slash dates with a year read month first when
 * the header is a US tool's export (shared/rules/import-dates.ts detectDateFormat).
 */
export function columnDateFormats(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  columnCount: number,
): (ImportDateFormat | null)[] {
  const monthFirst = header.some((h) => MONTH_FIRST_MARKERS.has(headerKey(stripPath(h))));
  return detectColumnDateFormats(rows, columnCount, { monthFirst });
}

/**
 * The one mapping suggestion (issue 14), made on the server for the wizard and the API alike. A
 * column's header name, normalised (headerKey; a Pinpoint attribute path is dropped), is tried in
 * this order, each field taken once:
 * 1. the technical name of one of the account's properties (the user made it for this);
 * 2. the aliases of base fields and personal properties (other tools' names, Polish names);
 * 3. the display names of the account's properties, then the app's labels in Polish and English;
 * 4. a known export column no property fits (Tags, Member Rating, Optin Time, Address…): a new
 *    property is proposed, or the account's property of that technical name used.
 * Entries to date properties carry the column's detected format. `rows` are the sample's data rows.
 */
export function suggestImport(
  header: readonly string[],
  properties: readonly SuggestProperty[],
  rows: readonly (readonly string[])[] = [],
  options: {
    /** The account's value rules (GSM prefixes); by default any prefix passes. */
    ctx?: ValueContext;
    /** Columns the file has (a file without a header row has no names, but its dates have formats). */
    columnCount?: number;
  } = {},
): ImportSuggestion {
  const ctx = options.ctx ?? ANY_GSM;
  const keys = header.map((h) => headerKey(stripPath(h)));
  const columnValues = (column: number) => rows.map((r) => r[column] ?? '');
  const dateFormats = columnDateFormats(header, rows, options.columnCount ?? header.length);
  const targets = properties.filter((p) => p.kind !== 'base' && !BASE.has(p.id));
  const targetIds = new Set([...BASE, ...targets.map((p) => p.id)]);
  const byName = new Map<string, string>();
  for (const p of targets) if (!byName.has(headerKey(p.name))) byName.set(headerKey(p.name), p.id);
  const byLabel = new Map<string, string>();
  for (const p of targets) if (p.displayName && !byLabel.has(headerKey(p.displayName))) byLabel.set(headerKey(p.displayName), p.id);
  for (const [id, label] of FIELD_LABELS) if (targetIds.has(id) && !byLabel.has(headerKey(label))) byLabel.set(headerKey(label), id);
  const pinpoint = keys.includes(PINPOINT_MARKER);

  const used = new Set<string>();
  const mapping: ImportMapping = [];
  const newProperties: ImportNewProperty[] = [];
  const defOf = (id: string): PropertyDef | undefined => {
    const p = targets.find((t) => t.id === id);
    return p ? (p.type ? (p as PropertyDef) : undefined) : baseDef(id);
  };
  const typeOf = (id: string) => defOf(id)?.type;
  const take = (column: number, field: string) => {
    used.add(field);
    const format = typeOf(field) === 'date' ? dateFormats[column] : null;
    mapping.push(format ? { column, field, dateFormat: format } : { column, field });
  };
  keys.forEach((key, column) => {
    if (key === '') return;
    const values = columnValues(column);
    let alias = FIELD_ALIASES[key];
    // Pinpoint's Address is the endpoint: an e-mail, or a phone number for SMS endpoints.
    if (pinpoint && key === 'address') alias = values.some((v) => normalizeEmail(v.trim())) || values.length === 0 ? 'email' : 'gsm';
    const candidates = [byName.get(key), alias, byLabel.get(key)];
    const field = candidates.find(
      (f) =>
        f !== undefined &&
        targetIds.has(f) &&
        !used.has(f) &&
        valuesFit(defOf(f), values, typeOf(f) === 'date' ? (dateFormats[column] ?? null) : null, ctx),
    );
    if (field) return take(column, field);
    const known: KnownColumn | undefined = KNOWN_COLUMNS[key];
    if (!known || newProperties.some((p) => p.name === known.name)) return;
    const existing = targets.find((p) => p.name.toLowerCase() === known.name.toLowerCase());
    // A property of that name exists with another type: it is not taken, and none is proposed.
    if (existing) {
      if (
        (existing.type === undefined || existing.type === known.type) &&
        !used.has(existing.id) &&
        valuesFit(defOf(existing.id), values, null, ctx)
      )
        take(column, existing.id);
      return;
    }
    // A column empty in the whole sample is not worth a property (and a list would have no values to be created with).
    if (!values.some((v) => v.trim() !== '')) return;
    const dateFormat = known.type === 'date' ? (dateFormats[column] ?? known.dateFormat) : undefined;
    newProperties.push({
      column,
      name: known.name,
      displayName: known.displayName,
      type: known.type,
      ...(dateFormat ? { dateFormat } : {}),
    });
  });
  return { mapping, newProperties, dateFormats };
}
