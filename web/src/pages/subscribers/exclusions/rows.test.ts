import { describe, expect, it } from 'vitest';
import { checkRows, prepareRows, problemsFromApi, tooManyRows } from './rows';

describe('blacklist rows', () => {
  it('take one entry per non-blank line and remember each line', () => {
    expect(prepareRows('a.pl\n\n  b.pl  \r\n   \nc.pl\n')).toEqual({ rows: ['a.pl', 'b.pl', 'c.pl'], lines: [1, 3, 5] });
    expect(prepareRows('')).toEqual({ rows: [], lines: [] });
  });

  it('allow at most 1000 entries, blank lines not counted', () => {
    expect(tooManyRows(prepareRows(Array.from({ length: 1000 }, (_, i) => `d${i}.pl`).join('\n\n')))).toBe(false);
    expect(tooManyRows(prepareRows(Array.from({ length: 1001 }, (_, i) => `d${i}.pl`).join('\n')))).toBe(true);
  });

  it('check each entry as the API does, by its line', () => {
    expect(checkRows('domain', prepareRows('dobra.pl\n\nzla_domena\n@spam.com'))).toEqual([
      { line: 3, value: 'zla_domena', code: 'BLACKLIST_INVALID_DOMAIN' },
    ]);
    expect(checkRows('email', prepareRows('ok@example.com\nnope'))).toEqual([{ line: 2, value: 'nope', code: 'SUBSCRIBER_INVALID_EMAIL' }]);
    expect(checkRows('gsm', prepareRows('+48 601 234 567\n12'))).toEqual([{ line: 2, value: '12', code: 'SUBSCRIBER_INVALID_GSM' }]);
  });

  it('map the API’s rows.<i> back to the textarea’s lines', () => {
    const prepared = prepareRows('\nx\n\ny');
    expect(
      problemsFromApi(
        [
          { path: 'rows.1', code: 'BLACKLIST_INVALID_DOMAIN', params: { line: 2 } },
          { path: 'type', code: 'VALIDATION_REQUIRED' },
        ],
        prepared,
      ),
    ).toEqual([{ line: 4, value: 'y', code: 'BLACKLIST_INVALID_DOMAIN' }]);
  });
});
