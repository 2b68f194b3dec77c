import type { TFunction } from 'i18next';
import { formatGsm } from '@shared/rules/contacts';
import type { Quarantine } from '@shared/schemas/subscriber';
import type { Property } from '@shared/schemas/properties';
import type { ChangeActor, ChangeEntry } from '@shared/schemas/subscriber-records';
import { formatPropertyValue, isBlank, type ValueFormatting } from './format-value';
import { propertyLabel } from './property-labels';
import { userLabel } from '@web/common/user-label';
import { dynamicKey } from '@web/i18n';

export interface HistoryFormatting extends ValueFormatting {
  /** Every property of the account by id (values are stored under ids). */
  properties: ReadonlyMap<string, Property>;
}

export interface ChangeLine {
  field: string;
  label: string;
  from: string;
  to: string;
}

const PROPS = 'props.';
const QUARANTINE_FIELDS = new Set(['mailQuarantine', 'smsQuarantine']);

/** The field's name: a base field translated, a property by its label (or as deleted). */
export function fieldLabel(field: string, fmt: HistoryFormatting): string {
  if (field.startsWith(PROPS)) {
    const def = fmt.properties.get(field.slice(PROPS.length));
    return def ? propertyLabel(fmt.t, def) : fmt.t('subscribers.history.deletedProperty');
  }
  return fmt.t(dynamicKey(`subscribers.fields.${field}`));
}

function quarantineText(value: Partial<Quarantine>, fmt: HistoryFormatting): string {
  const level = fmt.t(`subscribers.quarantine.levels.${value.level ?? 'none'}`);
  if (value.level === 'temporary' && value.until)
    return fmt.t('subscribers.quarantine.levelUntil', { level, date: fmt.formatDate(value.until) });
  if (value.level === 'none' && value.failures) return `${level} (${fmt.t('subscribers.quarantine.failures', { count: value.failures })})`;
  return level;
}

/** One side of a change, in words: statuses, mail types and quarantines named, property values typed. */
export function changeValue(field: string, value: unknown, fmt: HistoryFormatting): string {
  if (isBlank(value)) return '—';
  if (field === 'status') return fmt.t(dynamicKey(`subscribers.status.${String(value as number)}`));
  if (field === 'emailType') return fmt.t(dynamicKey(`subscribers.emailType.${String(value as string)}`));
  if (QUARANTINE_FIELDS.has(field) && typeof value === 'object') return quarantineText(value as Partial<Quarantine>, fmt);
  if (field === 'gsm') return formatPropertyValue({ type: 'gsm' }, value, fmt);
  if (field.startsWith(PROPS)) return formatPropertyValue(fmt.properties.get(field.slice(PROPS.length)), value, fmt);
  return formatPropertyValue(undefined, value, fmt);
}

export function describeChanges(entry: Pick<ChangeEntry, 'changes'>, fmt: HistoryFormatting): ChangeLine[] {
  return entry.changes.map((c) => ({
    field: c.field,
    label: fieldLabel(c.field, fmt),
    from: changeValue(c.field, c.from, fmt),
    to: changeValue(c.field, c.to, fmt),
  }));
}

/** Who made a change: a user by address; an import by its file's name (never its id); an API token by its label; the API or the system by name. */
export function actorLabel(t: TFunction, actor: ChangeActor): string {
  if (actor.kind === 'user') return actor.email ? userLabel(t, actor.email) : t('subscribers.history.actors.user');
  if (actor.kind === 'import') {
    if (actor.importSource === 'file' && actor.importName) return t('subscribers.history.actors.importFile', { name: actor.importName });
    if (actor.importSource === 'manual') return t('subscribers.history.actors.importManual');
    if (actor.importSource === 'gone') return t('subscribers.history.actors.importGone');
    return t('subscribers.history.actors.import');
  }
  // An API token's changes carry its label as it was then ("API: <name>", issue 19).
  if (actor.kind === 'api' && actor.email) return actor.email;
  return t(`subscribers.history.actors.${actor.kind}`);
}

/** The subscriber of a line of the account's log: their address, else number, else as forgotten (never an id). */
export function historySubscriberLabel(
  t: TFunction,
  line: { subscriberEmail?: string; subscriberGsm?: string; subscriberForgotten?: boolean },
): string {
  if (line.subscriberEmail) return line.subscriberEmail;
  if (line.subscriberGsm) return formatGsm(line.subscriberGsm);
  return line.subscriberForgotten ? t('subscribers.forgottenTitle') : t('subscribers.noContact');
}

export const actionLabel = (t: TFunction, action: ChangeEntry['action']) => t(`subscribers.history.actions.${action}`);
