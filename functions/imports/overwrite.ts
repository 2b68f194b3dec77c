import { SUBSCRIBER_STATUS, type EmailType, type SubscriberStatus } from '@shared/constants';
import type { PropertyValue } from '@shared/properties';
import type { OverwriteMode } from '@shared/schemas/imports';
import type { Subscriber } from '@shared/schemas/subscriber';
import type { SubscriberPatch } from '@functions/subscribers/changes';

/** One row's values, validated and normalised. Absent: the cell was empty or not mapped. */
export interface RowValues {
  email?: string;
  gsm?: string;
  name?: string;
  comment?: string;
  status?: SubscriberStatus;
  emailType?: EmailType;
  /** Non-empty cells only; `null` where the cell itself says "clear" (a consent given as "no"). */
  props: Record<string, PropertyValue | null>;
}

export interface OverwriteOptions {
  mode: OverwriteMode;
  /** Status and e-mail type where the mode sets one and the row has none (and for new subscribers). */
  status: SubscriberStatus;
  emailType: EmailType;
  /** Property ids the mapping fills. */
  mappedProps: ReadonlySet<string>;
  /** Consent (spec_agr) properties of the account: a consent already given keeps its date. */
  consentIds: ReadonlySet<string>;
  consents: { properties: readonly string[]; forNew: boolean; forUpdated: boolean };
  /** The date consents given by this import carry (the import's start, so a re-run writes the same). */
  at: string;
}

export type OverwriteDecision = { kind: 'skip' } | { kind: 'patch'; patch: SubscriberPatch; clearHistory: boolean };

/**
 * What an import does to a subscriber that already exists, by mode (spec section 4):
 *
 * - 0 do not import: nothing.
 * - 1 change only status: the row's status, or the import's.
 * - 2 overwrite imported data only: every non-empty mapped cell replaces the value; empty cells and
 *   unmapped fields stay as they are; the e-mail type never changes.
 * - 4 overwrite imported data and change type: as 2, and the e-mail type becomes the row's or the import's.
 * - 3 overwrite all data and clear history: the base data becomes what the row says (name and
 *   comment cleared when the row has none; status and e-mail type the row's or the import's),
 *   mapped properties are written with empty cells clearing them; the change history is cleared.
 * - 5 overwrite all data and clear all features: the base data as in 3, and the subscriber keeps only
 *   the properties the row gives (every other property value is cleared); the history stays.
 *
 * In every mode the contact (e-mail, GSM) is only ever set, never cleared: it is how the row found
 * the subscriber. A consent already given keeps its original date; the import's consents option
 * adds missing ones (modes 2–5). A forgotten subscriber (status 9) is never touched. A patch that
 * changes nothing writes nothing (functions/subscribers/changes.ts), so the same file twice changes
 * nothing the second time.
 */
export function overwrite(existing: Subscriber, row: RowValues, options: OverwriteOptions): OverwriteDecision {
  const { mode } = options;
  if (mode === 0 || existing.status === SUBSCRIBER_STATUS.forgotten) return { kind: 'skip' };
  if (mode === 1) return { kind: 'patch', patch: { status: row.status ?? options.status }, clearHistory: false };

  const all = mode === 3 || mode === 5;
  const patch: SubscriberPatch = {};
  if (row.email !== undefined) patch.email = row.email;
  if (row.gsm !== undefined) patch.gsm = row.gsm;
  if (all) {
    patch.name = row.name ?? null;
    patch.comment = row.comment ?? null;
    patch.status = row.status ?? options.status;
    patch.emailType = row.emailType ?? options.emailType;
  } else {
    if (row.name !== undefined) patch.name = row.name;
    if (row.comment !== undefined) patch.comment = row.comment;
    if (row.status !== undefined) patch.status = row.status;
    if (mode === 4) patch.emailType = row.emailType ?? options.emailType;
  }

  const props: Record<string, PropertyValue | null> = {};
  // Mode 3 clears mapped properties whose cell is empty; 5 clears everything the row does not give.
  if (mode === 3) for (const id of options.mappedProps) props[id] = null;
  for (const [id, value] of Object.entries(row.props)) props[id] = value;
  if (options.consents.forUpdated) for (const id of options.consents.properties) if (!(id in row.props)) props[id] = options.at;
  for (const id of Object.keys(props)) {
    // Consent dates record when it was first given; a re-import saying "yes" again keeps that date.
    if (options.consentIds.has(id) && props[id] !== null && existing.props[id] !== undefined) props[id] = existing.props[id]!;
  }
  if (Object.keys(props).length > 0 || mode === 5) patch.props = props;
  if (mode === 5) patch.replaceProps = true;
  return { kind: 'patch', patch, clearHistory: mode === 3 };
}

/** The fields of a subscriber the row creates: the row's values, then the import's status, type and consents. */
export function newSubscriberValues(
  row: RowValues,
  options: OverwriteOptions,
): Pick<Subscriber, 'status' | 'emailType' | 'props'> & { name?: string; comment?: string } {
  const props: Subscriber['props'] = {};
  if (options.consents.forNew) for (const id of options.consents.properties) props[id] = options.at;
  for (const [id, value] of Object.entries(row.props)) {
    if (value === null) delete props[id];
    else props[id] = value;
  }
  return {
    status: row.status ?? options.status,
    emailType: row.emailType ?? options.emailType,
    props,
    ...(row.name !== undefined ? { name: row.name } : {}),
    ...(row.comment !== undefined ? { comment: row.comment } : {}),
  };
}
