import { EMAIL_TYPES, SUBSCRIBER_STATUSES } from '@shared/constants';
import type { PropertyType } from '@shared/properties';
import type { Property } from '@shared/schemas/properties';
import { ANY_MAILING, FIELD_TYPES, type Source } from '@shared/segments/model';
import type { TreeContext } from '@shared/segments/validate';
import type { ConditionInput, PropertyTypes } from './draft';

/** What the builder knows about the account: its properties and mailings. */
export interface BuilderCatalog {
  /** GET /properties: base fields, personal and custom properties. */
  properties: readonly Property[];
  /** Mailings activity conditions may name. */
  mailings: readonly { id: string; name: string }[];
  /** Every mailing of the account is in `mailings`, so one missing from it is gone. */
  mailingsComplete: boolean;
  /** The names custom events were told under (issue 19), most told first: suggestions, not a limit. */
  eventNames: readonly string[];
}

/** Types of the properties conditions may name by id (personal and custom; base fields are FIELD_TYPES), as the API looks them up. */
export function propertyTypes(properties: readonly Pick<Property, 'id' | 'type' | 'kind'>[]): PropertyTypes {
  const types = new Map(properties.filter((p) => p.kind !== 'base').map((p) => [p.id, p.type]));
  return (id) => types.get(id);
}

/** What checkSegmentTree needs to judge targets as the API does. */
export function treeContext(catalog: BuilderCatalog): TreeContext {
  const known = new Set(catalog.mailings.map((m) => m.id));
  return {
    propertyType: propertyTypes(catalog.properties),
    ...(catalog.mailingsComplete ? { mailingKnown: (id: string) => id === ANY_MAILING || known.has(id) } : {}),
  };
}

export interface TargetChoice {
  id: string;
  type: PropertyType;
  /** The property behind it (none for base fields). */
  property?: Property;
}

/** The targets a source offers: base fields, properties that are not consents, or consents. Status and activity have their own. */
export function targetChoices(source: Source | undefined, properties: readonly Property[]): TargetChoice[] {
  switch (source) {
    case 'field':
      return Object.entries(FIELD_TYPES).map(([id, type]) => ({ id, type }));
    case 'property':
      return properties.filter((p) => p.kind !== 'base' && p.type !== 'spec_agr').map((p) => ({ id: p.id, type: p.type, property: p }));
    case 'consent':
      return properties.filter((p) => p.kind !== 'base' && p.type === 'spec_agr').map((p) => ({ id: p.id, type: p.type, property: p }));
    default:
      return [];
  }
}

/**
 * The values a condition chooses from rather than types: statuses, mail types, a list property's
 * own values. Only when the value itself is compared (no aggregation turning it into a number).
 */
export function valueChoices(
  c: Pick<ConditionInput, 'source' | 'target' | 'aggregation'>,
  properties: readonly Property[],
): readonly string[] | undefined {
  if (c.source === 'status') return SUBSCRIBER_STATUSES.map(String);
  if (c.aggregation !== 'none') return undefined;
  if (c.source === 'field' && c.target === 'emailType') return EMAIL_TYPES;
  if (c.source !== 'property') return undefined;
  const property = properties.find((p) => p.id === c.target && p.kind !== 'base');
  return property && (property.type === 'list' || property.type === 'multilist') ? (property.values ?? []) : undefined;
}
