import type { EmailType, SubscriberStatus } from '@shared/constants';
import type { PropertyValue } from '@shared/properties';
import type { Quarantine, Subscriber } from '@shared/schemas/subscriber';
import { LEFT_STATUSES, type FieldChange } from '@shared/schemas/subscriber-records';

/** Changes to a subscriber, already validated and normalised; `null` clears a field. */
export interface SubscriberPatch {
  email?: string | null;
  gsm?: string | null;
  name?: string | null;
  emailType?: EmailType;
  comment?: string | null;
  status?: SubscriberStatus;
  source?: string;
  /** `null` clears one property; `replaceProps` clears every property not given. */
  props?: Record<string, PropertyValue | null>;
  replaceProps?: boolean;
  mailQuarantine?: Quarantine;
  smsQuarantine?: Quarantine;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

const FIELDS = ['email', 'gsm', 'name', 'emailType', 'comment', 'status', 'source', 'mailQuarantine', 'smsQuarantine'] as const;

/**
 * The subscriber after a patch, with the list of what changed (for the history). Nothing changed:
 * the same object back and no changes, so the caller writes nothing. Moving to an unsubscribed
 * status sets the exit date.
 */
export function applyPatch(prev: Subscriber, patch: SubscriberPatch, at: string): { next: Subscriber; changes: FieldChange[] } {
  const next: Subscriber = { ...prev, props: { ...prev.props } };
  const changes: FieldChange[] = [];
  for (const field of FIELDS) {
    const value = patch[field];
    if (value === undefined || same(prev[field], value)) continue;
    changes.push({ field, from: prev[field] ?? null, to: value });
    if (value === null) delete (next as Record<string, unknown>)[field];
    else (next as Record<string, unknown>)[field] = value;
  }
  const props = patch.props ?? {};
  const ids = new Set([...Object.keys(props), ...(patch.replaceProps ? Object.keys(prev.props) : [])]);
  for (const id of ids) {
    const value = props[id] ?? null;
    if (same(prev.props[id], value)) continue;
    changes.push({ field: `props.${id}`, from: prev.props[id] ?? null, to: value });
    if (value === null) delete next.props[id];
    else next.props[id] = value;
  }
  if (changes.length === 0) return { next: prev, changes };
  if (
    patch.status !== undefined &&
    patch.status !== prev.status &&
    LEFT_STATUSES.includes(patch.status) &&
    !LEFT_STATUSES.includes(prev.status)
  ) {
    next.unsubscribedAt = at;
  }
  next.updatedAt = at;
  next.version = prev.version + 1;
  return { next, changes };
}

/** Quarantine moves are not "changes" a person made; the history names them as such. */
export const isQuarantineOnly = (changes: readonly FieldChange[]) =>
  changes.every((c) => c.field === 'mailQuarantine' || c.field === 'smsQuarantine');
