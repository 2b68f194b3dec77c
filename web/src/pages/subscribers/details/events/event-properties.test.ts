import { describe, expect, it } from 'vitest';
import { propertiesText } from './event-properties';

const words = { yes: 'yes', no: 'no' };

describe('propertiesText', () => {
  it('joins the properties as key: value in their order', () => {
    expect(propertiesText({ currency: 'PLN', total: 1234.5, first: true, gift: false }, 'en', words)).toBe(
      'currency: PLN, total: 1,234.5, first: yes, gift: no',
    );
  });

  it("formats numbers in the user's language", () => {
    expect(propertiesText({ total: 1234.5 }, 'pl', { yes: 'tak', no: 'nie' })).toMatch(/^total: 1\s?234,5$/);
  });

  it('shows a dash for no properties', () => {
    expect(propertiesText({}, 'en', words)).toBe('—');
  });
});
