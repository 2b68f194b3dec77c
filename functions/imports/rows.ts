import { SUBSCRIBER_STATUS, type EmailType, type SubscriberStatus } from '@shared/constants';
import type { ErrorCode, FieldError } from '@shared/errors';
import { BASE_PROPERTIES, checkPropertyValue, type PropertyDef, type ValueCheck, type ValueContext } from '@shared/properties';
import { restoreCell } from '@shared/rules/csv-cells';
import { parseImportDate } from '@shared/rules/import-dates';
import type { ContactRule, ImportDateFormat, ImportMapping } from '@shared/schemas/imports';
import { growList } from './list-growth';
import { checkContact } from '@functions/subscribers/values';
import type { RowValues } from './overwrite';

export type RowCheck = { ok: true; values: RowValues } | { ok: false; code: ErrorCode; field?: string };

export interface RowCheckerSetup {
  mapping: ImportMapping;
  /** The account's properties held in `props` (functions/properties/service.ts propsById). */
  propsById: ReadonlyMap<string, PropertyDef>;
  ctx: ValueContext;
  contactRule: ContactRule;
  /** Every row must have this many cells (a shifted row would put values in the wrong fields). */
  columnCount: number;
  /** Decoded as UTF-8: U+FFFD marks bytes that were not UTF-8 (the file was in another encoding). */
  utf8: boolean;
  /**
   * Multilist properties this import created (ImportOptions.listsGrow): a value they do not have yet
   * is added to their list (within the spec's list limits) instead of rejecting the row.
   */
  listsGrow?: ReadonlySet<string>;
}

/** A row checker; `grown` answers the values it added to growing lists (to be saved with the definition). */
export type RowChecker = ((fields: readonly string[]) => RowCheck) & { grown(): Map<string, string[]> };

type Target = {
  column: number;
  field: string;
  def: PropertyDef;
  slot: 'name' | 'comment' | 'status' | 'emailType' | 'prop';
  memo: Map<string, ValueCheck> | undefined;
  lookups: number;
  hits: number;
  /** How the column writes dates (date properties): the cell is read in it, else taken as stored. */
  dateFormat?: ImportDateFormat;
  /** The list takes the values it meets (a multilist this import created). */
  grows?: boolean;
};

/**
 * Distinct values remembered per column. Files repeat values (a plan, a city, "tak" for a consent)
 * and a property check is pure for one import (its clock is the import's start), so each distinct
 * value is checked once; a column of unique values stops filling its memo at this size.
 */
const MEMO_SIZE = 4096;
/** After this many look-ups a column whose values rarely repeat drops its memo (a miss costs a string hash). */
const MEMO_TRIAL = 20_000;
/** A text check is a trim and a length: cheaper than the memo's look-up. */
const memoFor = (def: PropertyDef) => (def.type === 'string' ? undefined : new Map<string, ValueCheck>());

/** Empty or spaces only, without allocating a trimmed copy (this runs for every cell). */
function isBlank(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c !== 32 && c !== 9 && c !== 160) return false;
  }
  return true;
}

const baseDef = (id: string) => BASE_PROPERTIES.find((p) => p.id === id)!;

/**
 * Compiles a mapping into one function checking a row: the contact through checkContact and every
 * other value through checkPropertyValue, the same rules the subscriber form and the API use
 * (functions/subscribers/values.ts, shared/properties.ts), so a value refused there is refused here
 * with the same code. Empty cells are left out (the overwrite mode decides what they mean).
 */
export function compileRowChecker(setup: RowCheckerSetup): RowChecker {
  const { ctx, columnCount } = setup;
  const emailColumn = setup.mapping.find((m) => m.field === 'email')?.column ?? -1;
  const gsmColumn = setup.mapping.find((m) => m.field === 'gsm')?.column ?? -1;
  const growing = new Map<string, { def: PropertyDef; added: string[] }>();
  const targets: Target[] = setup.mapping
    .filter((m) => m.field !== 'email' && m.field !== 'gsm')
    .map((m) => {
      if (m.field === 'name' || m.field === 'comment' || m.field === 'status' || m.field === 'emailType')
        return {
          column: m.column,
          field: m.field,
          def: baseDef(m.field),
          slot: m.field,
          memo: memoFor(baseDef(m.field)),
          lookups: 0,
          hits: 0,
        };
      const known = setup.propsById.get(m.field);
      if (!known) throw new Error(`mapping names unknown property ${m.field}`);
      const grows = known.type === 'multilist' && setup.listsGrow?.has(m.field) === true;
      // A growing list's values are this checker's own copy: rows add to it, grown() reports what was added.
      const def = grows ? { ...known, values: [...(known.values ?? [])] } : known;
      if (grows) growing.set(m.field, { def, added: [] });
      return {
        column: m.column,
        field: m.field,
        def,
        slot: 'prop' as const,
        memo: memoFor(def),
        lookups: 0,
        hits: 0,
        ...(known.type === 'date' && m.dateFormat ? { dateFormat: m.dateFormat } : {}),
        ...(grows ? { grows } : {}),
      };
    });
  const requireEmail = setup.contactRule === 'email';

  const checkRow = (fields: readonly string[]): RowCheck => {
    if (fields.length !== columnCount) return { ok: false, code: 'IMPORT_ROW_COLUMN_COUNT' };
    if (setup.utf8) {
      for (let i = 0; i < fields.length; i++)
        if (fields[i]!.includes('\uFFFD')) return { ok: false, code: 'FILE_NOT_UTF8', field: String(i + 1) };
    }
    const errors: FieldError[] = [];
    const email = emailColumn >= 0 ? restoreCell(fields[emailColumn]!).trim() : '';
    const gsm = gsmColumn >= 0 ? restoreCell(fields[gsmColumn]!).trim() : '';
    const contact = checkContact({ email: email === '' ? undefined : email, gsm: gsm === '' ? undefined : gsm }, ctx, errors);
    if (errors.length > 0) return { ok: false, code: errors[0]!.code, field: errors[0]!.path };
    if (requireEmail ? !contact.email : !contact.email && !contact.gsm)
      return { ok: false, code: 'SUBSCRIBER_CONTACT_REQUIRED', field: requireEmail ? 'email' : 'gsm' };

    const values: RowValues = { props: {} };
    if (contact.email) values.email = contact.email;
    if (contact.gsm) values.gsm = contact.gsm;
    for (const target of targets) {
      // A cell our own exports neutralised reads back as its value (shared/rules/csv-cells.ts).
      const raw = restoreCell(fields[target.column]!);
      if (isBlank(raw)) continue;
      let check = target.memo?.get(raw);
      if (check === undefined) {
        if (target.grows) {
          const problem = growList(target.def, raw, growing.get(target.field)!.added);
          if (problem) return { ok: false, code: problem, field: target.field };
        }
        // A date the column writes in its format (MM/DD, DD.MM.YYYY…) is checked in its stored form; a value the format does not read is checked as it is.
        const value = target.dateFormat ? (parseImportDate(raw, target.dateFormat) ?? raw) : raw;
        check = checkPropertyValue(target.def, value, ctx);
        if (target.memo && target.memo.size < MEMO_SIZE) target.memo.set(raw, check);
      } else target.hits++;
      if (target.memo && ++target.lookups === MEMO_TRIAL && target.hits < MEMO_TRIAL / 2) target.memo = undefined;
      if (!check.ok) return { ok: false, code: target.slot === 'status' ? 'SUBSCRIBER_INVALID_STATUS' : check.code, field: target.field };
      const value = check.value;
      switch (target.slot) {
        case 'prop':
          values.props[target.field] = value;
          break;
        case 'status': {
          const status = Number(value);
          if (status === SUBSCRIBER_STATUS.forgotten) return { ok: false, code: 'SUBSCRIBER_INVALID_STATUS', field: 'status' };
          values.status = status as SubscriberStatus;
          break;
        }
        case 'emailType':
          values.emailType = value as EmailType;
          break;
        default:
          values[target.slot] = value as string;
      }
    }
    return { ok: true, values };
  };
  return Object.assign(checkRow, {
    grown: () => new Map([...growing].filter(([, g]) => g.added.length > 0).map(([id, g]) => [id, [...g.added]])),
  });
}
