import type { FieldError } from '@shared/errors';
import { PROPERTY_LIMITS, RESERVED_PROPERTY_NAMES, type PropertyDef } from '@shared/properties';
import type { ImportMapping, ImportNewProperty } from '@shared/schemas/imports';
import { PropertyBody } from '@shared/schemas/properties';
import type { Principal } from '@functions/platform/http';
import { logger } from '@functions/platform/logger';
import { propertiesService } from '@functions/properties/service';
import { sampleListValues } from './list-growth';

/**
 * Properties an import creates for columns no property fits (issue 14: Tags, Member Rating, Optin
 * Time…). Planned first against the account's properties, with virtual definitions the mapping and
 * the sample row check use as if they existed; created only once the whole start is valid, through
 * the properties service (its rules and limits), so a refused start leaves nothing behind.
 */

/** The id a planned property has until it is created (not a ULID, so never an account's property id). */
const virtualId = (name: string) => `new-${name}`;

export interface NewPropertiesPlan {
  /** The mapping with the new properties' columns added (virtual ids for those to create). */
  mapping: ImportMapping;
  /** Definitions to check rows with: the account's and the planned ones. */
  propsById: Map<string, PropertyDef>;
  /** Bodies to create, by virtual id. */
  toCreate: Map<string, PropertyBody>;
  errors: FieldError[];
}

function bodyFor(p: ImportNewProperty, sampleCells: readonly string[]) {
  return PropertyBody.safeParse({
    type: p.type,
    name: p.name,
    displayName: p.displayName,
    ...(p.type === 'string' ? { maxChar: PROPERTY_LIMITS.maxCharMax } : {}),
    ...(p.type === 'multilist' ? { values: sampleListValues(sampleCells) } : {}),
  });
}

/**
 * A new property whose name an account's property of the same type has is that property; of another
 * type, a field error (PROPERTY_EXISTS with the type it has). A multilist takes the sample's values
 * (without any: PROPERTY_LIST_EMPTY). The account's limit of custom properties counts the new ones.
 */
export function planNewProperties(
  newProperties: readonly ImportNewProperty[],
  mapping: ImportMapping,
  propsById: ReadonlyMap<string, PropertyDef>,
  sampleRows: readonly (readonly string[])[],
): NewPropertiesPlan {
  const errors: FieldError[] = [];
  const all = new Map(propsById);
  const toCreate = new Map<string, PropertyBody>();
  const out: ImportMapping = [...mapping];
  const columns = new Set(mapping.map((m) => m.column));
  const names = new Set<string>();
  const existing = [...propsById.values()];
  newProperties.forEach((p, i) => {
    const path = `newProperties.${i}`;
    const name = p.name.toLowerCase();
    if (columns.has(p.column))
      return errors.push({ path: `${path}.column`, code: 'IMPORT_MAPPING_DUPLICATE', params: { column: p.column + 1 } });
    if (names.has(name)) return errors.push({ path: `${path}.name`, code: 'PROPERTY_EXISTS', params: { name: p.name } });
    columns.add(p.column);
    names.add(name);
    const entry = (field: string) =>
      out.push(p.type === 'date' && p.dateFormat ? { column: p.column, field, dateFormat: p.dateFormat } : { column: p.column, field });
    const same = existing.find((d) => d.name.toLowerCase() === name && d.kind !== 'base');
    if (same) {
      if (same.type === p.type) return entry(same.id);
      return errors.push({ path: `${path}.name`, code: 'PROPERTY_EXISTS', params: { name: p.name, type: same.type } });
    }
    if (RESERVED_PROPERTY_NAMES.has(name))
      return errors.push({ path: `${path}.name`, code: 'PROPERTY_NAME_RESERVED', params: { name: p.name } });
    const parsed = bodyFor(
      p,
      sampleRows.map((r) => r[p.column] ?? ''),
    );
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        errors.push({
          path: `${path}.${issue.path.join('.') || 'name'}`,
          code: issue.message as FieldError['code'],
          params: { name: p.name },
        });
      return;
    }
    const body = parsed.data;
    if (existing.some((d) => d.placeholderName === body.placeholderName))
      return errors.push({ path: `${path}.name`, code: 'PROPERTY_PLACEHOLDER_EXISTS', params: { name: body.placeholderName } });
    const id = virtualId(name);
    toCreate.set(id, body);
    all.set(id, { id, ...body, personalProperty: false, kind: 'custom' });
    entry(id);
  });
  const custom = existing.filter((d) => d.kind === 'custom' && !d.personalProperty).length;
  if (toCreate.size > 0 && custom + toCreate.size > PROPERTY_LIMITS.customMax)
    errors.push({ path: 'newProperties', code: 'PROPERTY_LIMIT_EXCEEDED', params: { max: PROPERTY_LIMITS.customMax } });
  return { mapping: out, propsById: all, toCreate, errors };
}

/**
 * Creates the planned properties and answers the mapping with their real ids and the ids of the
 * multilists created (their lists grow with the file). A creation refused half-way (a race with
 * another user's) removes those already created before passing the refusal on.
 */
export async function createPlanned(
  principal: Pick<Principal, 'accountId' | 'segmentIds'>,
  plan: NewPropertiesPlan,
): Promise<{ mapping: ImportMapping; listsGrow: string[]; created: string[] }> {
  const ids = new Map<string, string>();
  const created: string[] = [];
  try {
    for (const [virtual, body] of plan.toCreate) {
      const property = await propertiesService.create(principal.accountId, body);
      ids.set(virtual, property.id);
      created.push(property.id);
    }
  } catch (error) {
    await removeCreated(principal, created);
    throw error;
  }
  const mapping = plan.mapping.map((m) => (ids.has(m.field) ? { ...m, field: ids.get(m.field)! } : m));
  const listsGrow = [...plan.toCreate].filter(([, body]) => body.type === 'multilist').map(([virtual]) => ids.get(virtual)!);
  return { mapping, listsGrow, created };
}

/** Undoes createPlanned when the start fails after it (the import record could not be written). */
export async function removeCreated(principal: Pick<Principal, 'accountId' | 'segmentIds'>, created: readonly string[]): Promise<void> {
  for (const id of created)
    await propertiesService.remove({ accountId: principal.accountId, segmentIds: [] }, id).catch((error: unknown) => {
      logger.warn('import: a property created for a refused start was not removed', { accountId: principal.accountId, id, error });
    });
}

/**
 * Saves the values a run added to the lists this import created (rows.ts grows them as it meets
 * values): after every run, paused ones included, so the definition lists what subscribers hold.
 * A resumed run reads the file from its start again and grows the same values in the same order.
 */
export async function saveGrownLists(accountId: string, grown: ReadonlyMap<string, readonly string[]>): Promise<void> {
  if (grown.size === 0) return;
  const propsById = await propertiesService.propsById(accountId);
  for (const [id, added] of grown) {
    const def = propsById.get(id);
    if (!def || def.type !== 'multilist') continue;
    const values = [...(def.values ?? [])];
    for (const v of added) if (!values.some((x) => x.toLowerCase() === v.toLowerCase())) values.push(v);
    if (values.length === (def.values ?? []).length) continue;
    const { type, name, displayName, placeholderName, useName } = def;
    await propertiesService.update(accountId, id, { type, name, displayName, placeholderName, useName, values });
  }
}
