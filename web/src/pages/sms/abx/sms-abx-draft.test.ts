import { describe, expect, it } from 'vitest';
import { abxRequest, addVariant, EMPTY_ABX, removeVariant, restShare } from './sms-abx-draft';

const BASE = { name: 'Test', sender: 'Sklep', content: 'Promocja', segmentId: null, onlyPrefix48: false };

describe('the SMS form’s A/B part', () => {
  it('adds variants up to five with the first free key and removes down to two', () => {
    let draft = EMPTY_ABX;
    for (let i = 0; i < 5; i++) draft = addVariant(draft);
    expect(draft.variants.map((v) => v.key)).toEqual(['A', 'B', 'C', 'D', 'E']);
    draft = removeVariant(draft, 'B');
    expect(addVariant(draft).variants.map((v) => v.key)).toEqual(['A', 'C', 'D', 'E', 'B']);
    expect(removeVariant(EMPTY_ABX, 'A')).toBe(EMPTY_ABX);
    expect(restShare(EMPTY_ABX)).toBe(80);
  });

  it('asks the API’s request with empty texts and senders left to the sending’s own', () => {
    const draft = {
      ...EMPTY_ABX,
      active: true,
      variants: [EMPTY_ABX.variants[0]!, { ...EMPTY_ABX.variants[1]!, content: 'Inna', share: '20' }],
    };
    expect(abxRequest(BASE, draft)).toEqual({
      body: {
        ...BASE,
        abx: {
          variants: [
            { key: 'A', share: 10 },
            { key: 'B', share: 20, content: 'Inna' },
          ],
          measure: 'count',
          decideAfterHours: 4,
        },
      },
    });
  });

  it('names the A/B part’s problems by their paths: an empty share, a split of 0, the same text twice', () => {
    const [a, b] = EMPTY_ABX.variants as [(typeof EMPTY_ABX.variants)[0], (typeof EMPTY_ABX.variants)[0]];
    const empty = { ...EMPTY_ABX, variants: [a, { ...b, content: 'Inna', share: '' }] };
    expect(abxRequest(BASE, empty)).toEqual({ errors: [expect.objectContaining({ path: 'abx.variants.1.share' })] });
    const zero = {
      ...EMPTY_ABX,
      variants: [
        { ...a, share: '0' },
        { ...b, content: 'Inna' },
      ],
    };
    expect(abxRequest(BASE, zero)).toEqual({ errors: [{ path: 'abx.variants.0.share', code: 'SMS_ABX_SPLIT_ZERO' }] });
    expect(abxRequest(BASE, EMPTY_ABX)).toEqual({ errors: [{ path: 'abx.variants', code: 'SMS_ABX_TEST_COUNT_TOO_LOW' }] });
  });
});
