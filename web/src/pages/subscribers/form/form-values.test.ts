import { describe, expect, it } from 'vitest';
import { PERSONAL_PROPERTIES, type PropertyDef, type ValueContext } from '@shared/properties';
import { CreateSubscriberBody, UpdateSubscriberBody, type Subscriber } from '@shared/schemas/subscriber';
import { formErrors, formValues, toCreateBody, toUpdateBody, type SubscriberFormValues } from './form-values';

const custom = (id: string, type: PropertyDef['type'], extra: Partial<PropertyDef> = {}): PropertyDef => ({
  id,
  type,
  name: id,
  useName: false,
  displayName: id,
  placeholderName: id,
  personalProperty: false,
  kind: 'custom',
  ...extra,
});
const defs = [
  ...PERSONAL_PROPERTIES,
  custom('age', 'int', { minNum: 18, maxNum: 99 }),
  custom('nick', 'string', { maxChar: 5 }),
  custom('color', 'list', { values: ['red', 'green'] }),
  custom('tags', 'multilist', { values: ['a', 'b', 'c'] }),
  custom('consent', 'spec_agr'),
];
const ctx: ValueContext = { allowOtherGsmPrefixes: false, now: () => '2026-03-01T10:00:00.000Z' };
const fill = (patch: Partial<SubscriberFormValues>): SubscriberFormValues => ({ ...formValues(defs), ...patch }) as SubscriberFormValues;

const subscriber: Subscriber = {
  id: 's1',
  email: 'ala@example.com',
  gsm: '48601234567',
  name: 'Ala',
  status: 8,
  emailType: 'normal',
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  props: { age: 30, tags: ['a'], consent: '2026-01-02T08:00:00.000Z', firstname: 'Ala' },
  version: 4,
};

describe('subscriber form values', () => {
  it('start empty (verified, normal mail) or from a subscriber, each property by its type', () => {
    const empty = formValues(defs);
    expect(empty).toMatchObject({ email: '', status: '8', emailType: 'normal', 'props.age': '', 'props.tags': [], 'props.consent': false });
    expect(formValues(defs, subscriber)).toMatchObject({
      gsm: '+48601234567',
      'props.age': '30',
      'props.tags': ['a'],
      'props.consent': true,
      'props.firstname': 'Ala',
    });
  });

  it('are checked as the API checks them, with its codes and paths', () => {
    const errors = formErrors(
      fill({ email: 'nope', gsm: '+1 202 555 0143', 'props.age': '150', 'props.nick': 'toolong', 'props.color': 'blue' }),
      defs,
      ctx,
    );
    expect(errors).toEqual([
      { path: 'email', code: 'SUBSCRIBER_INVALID_EMAIL' },
      { path: 'gsm', code: 'GSM_PREFIX_48_ONLY' },
      { path: 'props.age', code: 'PROPERTY_VALUE_OUT_OF_RANGE', params: { min: 18, max: 99 } },
      { path: 'props.nick', code: 'PROPERTY_VALUE_TOO_LONG', params: { max: 5 } },
      { path: 'props.color', code: 'PROPERTY_VALUE_NOT_IN_LIST' },
    ]);
    expect(formErrors(fill({}), defs, ctx)).toEqual([{ path: 'email', code: 'SUBSCRIBER_CONTACT_REQUIRED' }]);
    expect(formErrors(fill({ gsm: '601 234 567', 'props.age': 'x' }), defs, ctx)).toEqual([
      { path: 'props.age', code: 'PROPERTY_VALUE_INVALID' },
    ]);
  });

  it('make a create body without blanks that the API schema accepts', () => {
    const body = toCreateBody(
      fill({ email: ' Ala@Example.com ', status: '5', 'props.age': '30', 'props.tags': ['a', 'b'], 'props.consent': true }),
      defs,
    );
    expect(body).toEqual({
      email: 'Ala@Example.com',
      status: 5,
      emailType: 'normal',
      props: { age: '30', tags: ['a', 'b'], consent: true },
    });
    expect(CreateSubscriberBody.safeParse(body).success).toBe(true);
  });

  it('make an update body of what changed only, cleared values as null, with the version read', () => {
    const initial = formValues(defs, subscriber);
    const edited = {
      ...initial,
      name: '',
      status: '3',
      'props.age': '31',
      'props.consent': false,
      'props.tags': [],
    } as SubscriberFormValues;
    const body = toUpdateBody(edited, initial, defs, subscriber.version);
    expect(body).toEqual({ version: 4, name: null, status: 3, props: { age: '31', consent: null, tags: null } });
    expect(UpdateSubscriberBody.safeParse(body).success).toBe(true);
    // A consent left as it was is not sent again (the API would date it anew).
    expect(toUpdateBody(initial, initial, defs, 4)).toEqual({ version: 4 });
  });

  it('judge only changed values when editing, as the API sees only those', () => {
    const stored = { ...subscriber, props: { ...subscriber.props, nick: 'far too long' } };
    const initial = formValues(defs, stored);
    expect(formErrors(initial, defs, ctx, initial)).toEqual([]);
    expect(formErrors({ ...initial, 'props.nick': 'still too long' } as SubscriberFormValues, defs, ctx, initial)).toHaveLength(1);
  });
});
