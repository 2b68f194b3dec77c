import type { FieldError } from '@shared/errors';
import { checkPropertyValue, type PropertyDef, type PropertyValue, type ValueContext } from '@shared/properties';
import { normalizeEmail, normalizeGsm } from '@shared/rules/contacts';

/**
 * Turns raw input (a form, the API, a row of a file) into normalised subscriber values, checking each
 * against its rule or property. Every write path goes through here, so a value that would be refused
 * in the form is refused in an import too, with the same code.
 */
export interface RawContact {
  email?: string | null;
  gsm?: string | null;
}

export interface CheckedValues {
  email?: string | null;
  gsm?: string | null;
  props: Record<string, PropertyValue | null>;
  errors: FieldError[];
}

export function checkContact(raw: RawContact, ctx: ValueContext, errors: FieldError[]): { email?: string | null; gsm?: string | null } {
  const out: { email?: string | null; gsm?: string | null } = {};
  if (raw.email === null || raw.email === '') out.email = null;
  else if (raw.email !== undefined) {
    const email = normalizeEmail(raw.email);
    if (email) out.email = email;
    else errors.push({ path: 'email', code: 'SUBSCRIBER_INVALID_EMAIL' });
  }
  if (raw.gsm === null || raw.gsm === '') out.gsm = null;
  else if (raw.gsm !== undefined) {
    const result = normalizeGsm(raw.gsm, ctx.allowOtherGsmPrefixes);
    if ('gsm' in result) out.gsm = result.gsm;
    else errors.push({ path: 'gsm', code: result.problem });
  }
  return out;
}

export function checkProps(
  raw: Record<string, unknown>,
  defs: ReadonlyMap<string, PropertyDef>,
  ctx: ValueContext,
  errors: FieldError[],
): Record<string, PropertyValue | null> {
  const props: Record<string, PropertyValue | null> = {};
  for (const [id, value] of Object.entries(raw)) {
    const def = defs.get(id);
    if (!def) {
      errors.push({ path: `props.${id}`, code: 'PROPERTY_NOT_FOUND' });
      continue;
    }
    const check = checkPropertyValue(def, value, ctx);
    if (check.ok) props[id] = check.value;
    else
      errors.push(
        check.params ? { path: `props.${id}`, code: check.code, params: check.params } : { path: `props.${id}`, code: check.code },
      );
  }
  return props;
}

export function checkValues(
  raw: RawContact & { props?: Record<string, unknown> },
  defs: ReadonlyMap<string, PropertyDef>,
  ctx: ValueContext,
): CheckedValues {
  const errors: FieldError[] = [];
  const contact = checkContact(raw, ctx, errors);
  const props = checkProps(raw.props ?? {}, defs, ctx, errors);
  return { ...contact, props, errors };
}

/** Only values of properties that still exist are shown (a deleted property's values stay behind unread). */
export function visibleProps(props: Record<string, PropertyValue>, defs: ReadonlyMap<string, PropertyDef>): Record<string, PropertyValue> {
  return Object.fromEntries(Object.entries(props).filter(([id]) => defs.has(id)));
}
