import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMAIL_TYPES, type SubscriberStatus } from '@shared/constants';
import { OVERWRITE_MODES, type OverwriteMode } from '@shared/schemas/imports';
import type { Subscriber } from '@shared/schemas/subscriber';
import { applyPatch } from '@functions/subscribers/changes';
import { newSubscriberValues, overwrite, type OverwriteOptions, type RowValues } from './overwrite';

const PROPS = ['city', 'plan', 'points', 'consent'] as const;
const statuses = fc.constantFrom<SubscriberStatus>(2, 3, 4, 5, 6, 7, 8);
const value = fc.oneof(fc.string({ minLength: 1, maxLength: 6 }), fc.integer({ min: -5, max: 5 }));

const subscriber: fc.Arbitrary<Subscriber> = fc
  .record({
    email: fc.option(fc.constant('anna@example.pl'), { nil: undefined }),
    gsm: fc.option(fc.constant('48601234567'), { nil: undefined }),
    name: fc.option(fc.string({ minLength: 1, maxLength: 8 }), { nil: undefined }),
    comment: fc.option(fc.string({ minLength: 1, maxLength: 8 }), { nil: undefined }),
    status: statuses,
    emailType: fc.constantFrom(...EMAIL_TYPES),
    props: fc.dictionary(fc.constantFrom(...PROPS), value),
  })
  .map((s) => {
    const out: Subscriber = {
      id: 'S1',
      status: s.status,
      emailType: s.emailType,
      props: s.props,
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-01T00:00:00.000Z',
      version: 3,
    };
    for (const key of ['email', 'gsm', 'name', 'comment'] as const) if (s[key] !== undefined) out[key] = s[key];
    if (!out.email && !out.gsm) out.email = 'anna@example.pl';
    return out;
  });

const row: fc.Arbitrary<RowValues> = fc
  .record({
    gsm: fc.option(fc.constantFrom('48601234567', '48700100200'), { nil: undefined }),
    name: fc.option(fc.string({ minLength: 1, maxLength: 8 }), { nil: undefined }),
    comment: fc.option(fc.string({ minLength: 1, maxLength: 8 }), { nil: undefined }),
    status: fc.option(statuses, { nil: undefined }),
    emailType: fc.option(fc.constantFrom(...EMAIL_TYPES), { nil: undefined }),
    props: fc.dictionary(fc.constantFrom(...PROPS), fc.option(value, { nil: null })),
  })
  .map((r) => {
    const out: RowValues = { email: 'anna@example.pl', props: r.props };
    for (const key of ['gsm', 'name', 'comment', 'status', 'emailType'] as const)
      if (r[key] !== undefined) (out as unknown as Record<string, unknown>)[key] = r[key];
    return out;
  });

const optionsFor = (mode: OverwriteMode, extra: Partial<OverwriteOptions> = {}): OverwriteOptions => ({
  mode,
  status: 8,
  emailType: 'normal',
  mappedProps: new Set(PROPS),
  consentIds: new Set(['consent']),
  consents: { properties: [], forNew: false, forUpdated: false },
  at: '2026-05-01T10:00:00.000Z',
  ...extra,
});
const modes = fc.constantFrom(...OVERWRITE_MODES);
const AT = '2026-06-01T00:00:00.000Z';

describe('overwrite modes (spec section 4)', () => {
  it('0 never imports an existing subscriber', () => {
    fc.assert(
      fc.property(subscriber, row, (s, r) => {
        expect(overwrite(s, r, optionsFor(0))).toEqual({ kind: 'skip' });
      }),
    );
  });

  it('1 changes only the status: the row’s, else the import’s', () => {
    fc.assert(
      fc.property(subscriber, row, (s, r) => {
        const d = overwrite(s, r, optionsFor(1));
        expect(d).toEqual({ kind: 'patch', patch: { status: r.status ?? 8 }, clearHistory: false });
      }),
    );
  });

  it('2 and 4 write only what the row gives: nothing is cleared; 2 keeps the e-mail type, 4 sets it', () => {
    fc.assert(
      fc.property(subscriber, row, fc.constantFrom<OverwriteMode>(2, 4), (s, r, mode) => {
        const d = overwrite(s, r, optionsFor(mode));
        if (d.kind !== 'patch') throw new Error('patch expected');
        const { next } = applyPatch(s, d.patch, AT);
        for (const field of ['name', 'comment', 'gsm'] as const) if (r[field] === undefined) expect(next[field]).toBe(s[field]);
        for (const id of PROPS) if (!(id in r.props)) expect(next.props[id]).toEqual(s.props[id]);
        expect(next.emailType).toBe(mode === 2 ? s.emailType : (r.emailType ?? 'normal'));
        expect(next.status).toBe(r.status ?? s.status);
        expect(d.clearHistory).toBe(false);
      }),
    );
  });

  it('3 and 5 make the base data the row’s: name and comment cleared when absent, status and type set', () => {
    fc.assert(
      fc.property(subscriber, row, fc.constantFrom<OverwriteMode>(3, 5), (s, r, mode) => {
        const d = overwrite(s, r, optionsFor(mode));
        if (d.kind !== 'patch') throw new Error('patch expected');
        const { next } = applyPatch(s, d.patch, AT);
        expect(next.name).toBe(r.name);
        expect(next.comment).toBe(r.comment);
        expect(next.status).toBe(r.status ?? 8);
        expect(next.emailType).toBe(r.emailType ?? 'normal');
        expect(d.clearHistory).toBe(mode === 3);
      }),
    );
  });

  it('5 clears every property the row does not give; 3 keeps properties that are not mapped', () => {
    const s: Subscriber = {
      id: 'S1',
      email: 'a@b.pl',
      status: 8,
      emailType: 'normal',
      props: { city: 'Łódź', plan: 'pro', other: 'x' },
      createdAt: AT,
      updatedAt: AT,
      version: 1,
    };
    const r: RowValues = { email: 'a@b.pl', props: { city: 'Kraków' } };
    const five = overwrite(s, r, optionsFor(5, { mappedProps: new Set(['city', 'plan']) }));
    const three = overwrite(s, r, optionsFor(3, { mappedProps: new Set(['city', 'plan']) }));
    if (five.kind !== 'patch' || three.kind !== 'patch') throw new Error('patch expected');
    expect(applyPatch(s, five.patch, AT).next.props).toEqual({ city: 'Kraków' });
    expect(applyPatch(s, three.patch, AT).next.props).toEqual({ city: 'Kraków', other: 'x' });
  });

  it('never clears the contact, never touches a forgotten subscriber', () => {
    fc.assert(
      fc.property(subscriber, row, modes, (s, r, mode) => {
        const d = overwrite(s, r, optionsFor(mode));
        if (d.kind === 'patch') {
          expect(d.patch.email).not.toBeNull();
          expect(d.patch.gsm).not.toBeNull();
        }
        expect(overwrite({ ...s, status: 9 }, r, optionsFor(mode))).toEqual({ kind: 'skip' });
      }),
    );
  });

  it('the same row twice changes nothing the second time, in every mode', () => {
    fc.assert(
      fc.property(subscriber, row, modes, fc.boolean(), (s, r, mode, consents) => {
        const options = optionsFor(mode, { consents: { properties: ['consent'], forNew: consents, forUpdated: consents } });
        const first = overwrite(s, r, options);
        if (first.kind === 'skip') return;
        const once = applyPatch(s, first.patch, AT).next;
        const second = overwrite(once, r, { ...options, at: '2027-01-01T00:00:00.000Z' });
        if (second.kind === 'skip') throw new Error('patch expected');
        expect(applyPatch(once, second.patch, '2027-01-01T00:00:00.000Z').changes).toEqual([]);
      }),
    );
  });

  it('keeps the date of a consent already given; the consents option adds missing ones', () => {
    const s: Subscriber = {
      id: 'S1',
      email: 'a@b.pl',
      status: 8,
      emailType: 'normal',
      props: { consent: '2020-01-01T00:00:00.000Z' },
      createdAt: AT,
      updatedAt: AT,
      version: 1,
    };
    const d = overwrite(s, { email: 'a@b.pl', props: { consent: '2026-05-01T10:00:00.000Z' } }, optionsFor(2));
    if (d.kind !== 'patch') throw new Error('patch expected');
    expect(applyPatch(s, d.patch, AT).changes).toEqual([]);
    const without = { ...s, props: {} };
    const given = overwrite(
      without,
      { email: 'a@b.pl', props: {} },
      optionsFor(2, { consents: { properties: ['consent'], forNew: false, forUpdated: true } }),
    );
    if (given.kind !== 'patch') throw new Error('patch expected');
    expect(applyPatch(without, given.patch, AT).next.props.consent).toBe('2026-05-01T10:00:00.000Z');
  });
});

describe('new subscribers', () => {
  it('take the row’s values, then the import’s status, type and consents', () => {
    const options = optionsFor(0, {
      status: 5,
      emailType: 'transactional',
      consents: { properties: ['consent'], forNew: true, forUpdated: false },
    });
    expect(newSubscriberValues({ email: 'a@b.pl', name: 'Ala', props: { city: 'Gdańsk' } }, options)).toEqual({
      status: 5,
      emailType: 'transactional',
      name: 'Ala',
      props: { consent: '2026-05-01T10:00:00.000Z', city: 'Gdańsk' },
    });
    // A row saying "no" to the consent wins over the option.
    expect(newSubscriberValues({ email: 'a@b.pl', status: 8, props: { consent: null } }, options)).toEqual({
      status: 8,
      emailType: 'transactional',
      props: {},
    });
  });
});
