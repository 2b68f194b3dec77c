import { ulid } from 'ulid';
import {
  BASE_PROPERTIES,
  isPropertyDeletable,
  isPropertyEditable,
  PERSONAL_PROPERTIES,
  PROPERTY_LIMITS,
  RESERVED_PROPERTY_NAMES,
  type PropertyDef,
  type ValueContext,
} from '@shared/properties';
import type { Property, PropertyBody } from '@shared/schemas/properties';
import { nowIso } from '@functions/platform/dynamo';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '@functions/platform/errors';
import type { Principal } from '@functions/platform/http';
import { refuseIfRestricted } from '@functions/segments/restriction';
import { usersRepository } from '@functions/users/repository';
import { propertiesRepository, type ClaimConflict } from './repository';

const toProperty = (def: PropertyDef): Property => ({ ...def, editable: isPropertyEditable(def), deletable: isPropertyDeletable(def) });

function throwConflict(conflict: ClaimConflict, body: { name: string; placeholderName: string }): never {
  if (conflict === 'name') throw ValidationError.field('name', 'PROPERTY_EXISTS', { name: body.name });
  if (conflict === 'placeholder')
    throw ValidationError.field('placeholderName', 'PROPERTY_PLACEHOLDER_EXISTS', { name: body.placeholderName });
  throw new ConflictError('PROPERTY_NOT_FOUND');
}

function assertNameFree(body: { name: string; placeholderName: string }): void {
  if (RESERVED_PROPERTY_NAMES.has(body.name.toLowerCase()))
    throw ValidationError.field('name', 'PROPERTY_NAME_RESERVED', { name: body.name });
  if (RESERVED_PROPERTY_NAMES.has(body.placeholderName))
    throw ValidationError.field('placeholderName', 'PROPERTY_NAME_RESERVED', { name: body.placeholderName });
}

const fixed = (id: string) => [...BASE_PROPERTIES, ...PERSONAL_PROPERTIES].find((p) => p.id === id);

export const propertiesService = {
  /** Every property a subscriber can hold: base fields, personal properties, the account's own (oldest first). */
  async all(accountId: string): Promise<PropertyDef[]> {
    const custom = (await propertiesRepository.list(accountId)).sort((a, b) => (a.createdAt ?? '').localeCompare(b.createdAt ?? ''));
    return [...BASE_PROPERTIES, ...PERSONAL_PROPERTIES, ...custom];
  },

  /** Properties held in a subscriber's `props` (everything but the base fields), by id. */
  async propsById(accountId: string): Promise<Map<string, PropertyDef>> {
    return new Map((await this.all(accountId)).filter((p) => p.kind !== 'base').map((p) => [p.id, p]));
  },

  async list(accountId: string): Promise<{ items: Property[]; customLimit: number }> {
    return { items: (await this.all(accountId)).map(toProperty), customLimit: PROPERTY_LIMITS.customMax };
  },

  async create(accountId: string, body: PropertyBody): Promise<Property> {
    assertNameFree(body);
    const custom = await propertiesRepository.list(accountId);
    if (custom.length >= PROPERTY_LIMITS.customMax) throw new ForbiddenError('PROPERTY_LIMIT_EXCEEDED', { max: PROPERTY_LIMITS.customMax });
    const def: PropertyDef = { id: ulid(), ...body, personalProperty: false, kind: 'custom', createdAt: nowIso() };
    const conflict = await propertiesRepository.create(accountId, def);
    if (conflict) throwConflict(conflict, def);
    return toProperty(def);
  },

  /** Base, personal and consent definitions are fixed; a type never changes once values may exist. */
  async update(accountId: string, id: string, body: PropertyBody): Promise<Property> {
    const before = fixed(id) ?? (await propertiesRepository.get(accountId, id));
    if (!before) throw new NotFoundError('PROPERTY_NOT_FOUND');
    if (!isPropertyEditable(before)) throw new ForbiddenError('PROPERTY_NOT_EDITABLE');
    if (body.type !== before.type) throw ValidationError.field('type', 'PROPERTY_TYPE_IMMUTABLE');
    assertNameFree(body);
    const after: PropertyDef = { id, ...body, personalProperty: false, kind: 'custom', createdAt: before.createdAt };
    const conflict = await propertiesRepository.update(accountId, before, after);
    if (conflict) throwConflict(conflict, after);
    return toProperty(after);
  },

  /**
   * Values subscribers hold for a deleted property are no longer read or shown: every subscriber
   * loses theirs, so a user restricted to segments may not (spec section 6).
   */
  async remove(principal: Pick<Principal, 'accountId' | 'segmentIds'>, id: string): Promise<void> {
    refuseIfRestricted(principal);
    const { accountId } = principal;
    const def = fixed(id) ?? (await propertiesRepository.get(accountId, id));
    if (!def) throw new NotFoundError('PROPERTY_NOT_FOUND');
    if (!isPropertyDeletable(def)) throw new ForbiddenError('PROPERTY_NOT_DELETABLE');
    if (!(await propertiesRepository.delete(accountId, def))) throw new NotFoundError('PROPERTY_NOT_FOUND');
  },

  async settings(accountId: string): Promise<{ allowOtherGsmPrefixes: boolean }> {
    const account = await usersRepository.getAccount(accountId);
    return { allowOtherGsmPrefixes: account?.config.gsm_other_prefixes === true };
  },

  async saveSettings(accountId: string, settings: { allowOtherGsmPrefixes: boolean }): Promise<{ allowOtherGsmPrefixes: boolean }> {
    await propertiesRepository.setAllowOtherGsmPrefixes(accountId, settings.allowOtherGsmPrefixes);
    return settings;
  },

  /** How values are checked in this account. */
  async valueContext(accountId: string): Promise<ValueContext> {
    const { allowOtherGsmPrefixes } = await this.settings(accountId);
    return { allowOtherGsmPrefixes, now: nowIso };
  },
};
