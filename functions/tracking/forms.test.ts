import { describe, expect, it } from 'vitest';
import { formBody, readPreferences, readUnsubscribeForm } from './forms';

const reasons = ['Za dużo', 'Nie dla mnie'];

describe('the unsubscribe form', () => {
  it('the one-click POST, or any body that is not the page form, carries no reason', () => {
    expect(readUnsubscribeForm(formBody('List-Unsubscribe=One-Click', false), reasons)).toEqual({});
    expect(readUnsubscribeForm(formBody('reason=0&comment=x', false), reasons)).toEqual({});
    expect(readUnsubscribeForm(formBody(undefined, false), reasons)).toEqual({});
  });

  it('reads the chosen reason by its place in the list, and the comment on one line', () => {
    const body = Buffer.from('action=unsubscribe&reason=1&comment=' + encodeURIComponent(' Za\r\nczęsto\u202e ')).toString('base64');
    expect(readUnsubscribeForm(formBody(body, true), reasons)).toEqual({ reason: 'Nie dla mnie', comment: 'Za często' });
  });

  it('no choice, a choice not offered, or an account that asks nothing: no reason', () => {
    expect(readUnsubscribeForm(formBody('action=unsubscribe&reason=', false), reasons)).toEqual({});
    expect(readUnsubscribeForm(formBody('action=unsubscribe&reason=7', false), reasons)).toEqual({});
    expect(readUnsubscribeForm(formBody('action=unsubscribe&reason=__proto__', false), reasons)).toEqual({});
    expect(readUnsubscribeForm(formBody('action=unsubscribe&reason=0&comment=hi', false), [])).toEqual({});
  });

  it('cuts a long comment to 500 characters', () => {
    const form = readUnsubscribeForm(formBody(`action=unsubscribe&comment=${'a'.repeat(900)}`, false), reasons);
    expect(form.comment).toHaveLength(500);
  });
});

describe('the preference form', () => {
  const fields = [
    { id: 'P1', multiple: true },
    { id: 'P2', multiple: false },
    { id: 'P3', multiple: false },
  ];

  it('reads ticked values, an empty choice as cleared, and leaves out what the form did not send', () => {
    const form = formBody('p.P1=&p.P1=Sport&p.P1=Muzyka&p.P2=&p.X=1', false);
    expect(readPreferences(form, fields)).toEqual({ P1: ['Sport', 'Muzyka'], P2: null });
  });

  it('a list takes one value', () => {
    expect(readPreferences(formBody('p.P3=&p.P3=Co tydzień', false), fields)).toEqual({ P3: 'Co tydzień' });
  });
});
