import { describe, expect, it } from 'vitest';
import { BASE_PROPERTIES, PERSONAL_PROPERTIES } from '@shared/properties';
import type { Property } from '@shared/schemas/properties';
import { FIELD_TYPES } from '@shared/segments/model';
import { propertyTypes, targetChoices, treeContext, valueChoices } from './catalog';

const prop = (p: Partial<Property> & Pick<Property, 'id' | 'type'>): Property => ({
  name: p.id,
  useName: false,
  displayName: p.id,
  placeholderName: p.id,
  personalProperty: false,
  kind: 'custom',
  editable: true,
  deletable: true,
  ...p,
});
const properties: Property[] = [
  ...BASE_PROPERTIES.map((p) => ({ ...p, editable: false, deletable: false })),
  ...PERSONAL_PROPERTIES.map((p) => ({ ...p, editable: false, deletable: false })),
  prop({ id: 'miasto', type: 'list', values: ['Kraków', 'Gdańsk'] }),
  prop({ id: 'zgoda', type: 'spec_agr' }),
];

describe('the builder catalogue', () => {
  it('offers base fields, properties and consents apart', () => {
    expect(targetChoices('field', properties).map((t) => t.id)).toEqual(Object.keys(FIELD_TYPES));
    expect(targetChoices('property', properties).map((t) => t.id)).toEqual(['firstname', 'lastname', 'birthday', 'city', 'miasto']);
    expect(targetChoices('consent', properties).map((t) => t.id)).toEqual(['zgoda']);
    expect(targetChoices('status', properties)).toEqual([]);
  });

  it('types properties by id as the API does (base fields are not properties)', () => {
    const types = propertyTypes(properties);
    expect([types('birthday'), types('miasto'), types('email')]).toEqual(['date', 'list', undefined]);
  });

  it('knows mailings only when the list is whole', () => {
    const whole = treeContext({ properties, mailings: [{ id: 'm1', name: 'M1' }], mailingsComplete: true, eventNames: [] });
    expect([whole.mailingKnown?.('m1'), whole.mailingKnown?.('gone'), whole.mailingKnown?.('*')]).toEqual([true, false, true]);
    expect(treeContext({ properties, mailings: [], mailingsComplete: false, eventNames: [] }).mailingKnown).toBeUndefined();
  });

  it('lists the values to choose from: statuses, mail types, a list property’s values', () => {
    expect(valueChoices({ source: 'status', aggregation: 'none' }, properties)).toEqual(['2', '3', '4', '5', '6', '7', '8', '9']);
    expect(valueChoices({ source: 'field', target: 'emailType', aggregation: 'none' }, properties)).toEqual([
      'normal',
      'transactional',
      'followup',
    ]);
    expect(valueChoices({ source: 'property', target: 'miasto', aggregation: 'none' }, properties)).toEqual(['Kraków', 'Gdańsk']);
    expect(valueChoices({ source: 'property', target: 'city', aggregation: 'none' }, properties)).toBeUndefined();
    expect(valueChoices({ source: 'property', target: 'miasto', aggregation: 'count' }, properties)).toBeUndefined();
  });
});
