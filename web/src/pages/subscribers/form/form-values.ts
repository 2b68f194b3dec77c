import { SUBSCRIBER_STATUS, type EmailType } from '@shared/constants';
import type { FieldError } from '@shared/errors';
import { checkPropertyValue, type PropertyDef, type PropertyValue, type ValueContext } from '@shared/properties';
import { formatGsm, normalizeEmail, normalizeGsm } from '@shared/rules/contacts';
import type { CreateSubscriberBody, Subscriber, UpdateSubscriberBody } from '@shared/schemas/subscriber';

/** What a property's input holds: text for most types, the chosen values of a multilist, a consent's tick. */
export type PropInput = string | string[] | boolean;

export interface BaseFormValues {
  email: string;
  gsm: string;
  name: string;
  emailType: EmailType;
  status: string;
  comment: string;
}

/**
 * The subscriber form's state. Property inputs sit beside the base fields under `props.<id>`, the
 * path the API names them by in field errors, so a server error lands on its input.
 */
export type SubscriberFormValues = BaseFormValues & { [key: `props.${string}`]: PropInput };
export type PropKey = `props.${string}`;

export const propKey = (id: string): PropKey => `props.${id}`;

type Def = Pick<PropertyDef, 'id' | 'type'>;
type FullDef = PropertyDef;

export function toInput(def: Def, value: PropertyValue | undefined): PropInput {
  if (def.type === 'multilist') return Array.isArray(value) ? value.map(String) : value === undefined ? [] : [String(value)];
  if (def.type === 'spec_agr') return value !== undefined && value !== '';
  return value === undefined ? '' : Array.isArray(value) ? value.join(', ') : String(value);
}

/** The form filled from a subscriber (editing) or empty (a new one: verified, normal mail). */
export function formValues(defs: readonly Def[], subscriber?: Subscriber): SubscriberFormValues {
  const values: SubscriberFormValues = {
    email: subscriber?.email ?? '',
    gsm: subscriber?.gsm ? formatGsm(subscriber.gsm) : '',
    name: subscriber?.name ?? '',
    emailType: subscriber?.emailType ?? 'normal',
    status: String(subscriber?.status ?? SUBSCRIBER_STATUS.verified),
    comment: subscriber?.comment ?? '',
  };
  for (const def of defs) values[propKey(def.id)] = toInput(def, subscriber?.props[def.id]);
  return values;
}

const blank = (input: PropInput | undefined) =>
  input === undefined || input === false || (typeof input === 'string' ? input.trim() === '' : Array.isArray(input) && input.length === 0);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** What the API reads for an input: a consent as a tick, everything else as typed or chosen. */
const rawValue = (input: PropInput | undefined): unknown => (typeof input === 'string' ? input.trim() : input);

/** The fields an update sends: only those changed since the form was filled. */
function changed(values: SubscriberFormValues, initial: SubscriberFormValues | undefined, key: keyof SubscriberFormValues): boolean {
  return !initial || !same(values[key], initial[key]);
}

/**
 * The rules the API applies to what is sent, checked before sending with the same functions and
 * codes: the address and number, one of them present, each property value against its property.
 * When editing (`initial` given), untouched values are not sent and so not judged.
 */
export function formErrors(
  values: SubscriberFormValues,
  defs: readonly FullDef[],
  ctx: ValueContext,
  initial?: SubscriberFormValues,
): FieldError[] {
  const errors: FieldError[] = [];
  const email = values.email.trim();
  const gsm = values.gsm.trim();
  if (email && changed(values, initial, 'email') && !normalizeEmail(email))
    errors.push({ path: 'email', code: 'SUBSCRIBER_INVALID_EMAIL' });
  if (gsm && changed(values, initial, 'gsm')) {
    const result = normalizeGsm(gsm, ctx.allowOtherGsmPrefixes);
    if ('problem' in result) errors.push({ path: 'gsm', code: result.problem });
  }
  if (!email && !gsm) errors.push({ path: 'email', code: 'SUBSCRIBER_CONTACT_REQUIRED' });
  for (const def of defs) {
    const key = propKey(def.id);
    if (!changed(values, initial, key)) continue;
    const check = checkPropertyValue(def, rawValue(values[key]), ctx);
    if (!check.ok) errors.push(check.params ? { path: key, code: check.code, params: check.params } : { path: key, code: check.code });
  }
  return errors;
}

type CreateInput = Omit<CreateSubscriberBody, 'status' | 'emailType'> & { status: number; emailType: EmailType };

/** POST /subscribers: blank fields are left out; a consent is sent only when given (the API dates it). */
export function toCreateBody(values: SubscriberFormValues, defs: readonly Def[]): CreateInput {
  const props: Record<string, unknown> = {};
  for (const def of defs) {
    const input = values[propKey(def.id)];
    if (!blank(input)) props[def.id] = rawValue(input);
  }
  const text = (v: string) => (v.trim() ? v.trim() : undefined);
  return {
    ...(text(values.email) ? { email: text(values.email) } : {}),
    ...(text(values.gsm) ? { gsm: text(values.gsm) } : {}),
    ...(text(values.name) ? { name: text(values.name) } : {}),
    ...(text(values.comment) ? { comment: text(values.comment) } : {}),
    status: Number(values.status),
    emailType: values.emailType,
    ...(Object.keys(props).length ? { props } : {}),
  };
}

type UpdateInput = Omit<UpdateSubscriberBody, 'status'> & { status?: number };

/**
 * PUT /subscribers/{id}: what changed since the form was filled, a cleared field as null (a consent
 * taken back too), with the version read, so a save in between is noticed (SUBSCRIBER_CHANGED).
 */
export function toUpdateBody(
  values: SubscriberFormValues,
  initial: SubscriberFormValues,
  defs: readonly Def[],
  version: number,
): UpdateInput {
  const body: UpdateInput = { version };
  const text = (v: string) => (v.trim() ? v.trim() : null);
  if (changed(values, initial, 'email')) body.email = text(values.email);
  if (changed(values, initial, 'gsm')) body.gsm = text(values.gsm);
  if (changed(values, initial, 'name')) body.name = text(values.name);
  if (changed(values, initial, 'comment')) body.comment = text(values.comment);
  if (changed(values, initial, 'emailType')) body.emailType = values.emailType;
  if (changed(values, initial, 'status')) body.status = Number(values.status);
  const props: Record<string, unknown> = {};
  for (const def of defs) {
    const key = propKey(def.id);
    if (changed(values, initial, key)) props[def.id] = blank(values[key]) ? null : rawValue(values[key]);
  }
  if (Object.keys(props).length) body.props = props;
  return body;
}
