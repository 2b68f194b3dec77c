import { describe, expect, it } from 'vitest';
import { columnCount, decodeSample, parseCsv, previewFromBytes } from './csv-preview';

const win1250 = (text: string) => {
  // Polish letters in Windows-1250.
  const map: Record<string, number> = { ą: 0xb9, ć: 0xe6, ę: 0xea, ł: 0xb3, ń: 0xf1, ó: 0xf3, ś: 0x9c, ź: 0x9f, ż: 0xbf, Ł: 0xa3, Ż: 0xaf };
  return Uint8Array.from([...text].map((ch) => map[ch] ?? ch.charCodeAt(0)));
};

describe('the client-side preview', () => {
  it('splits quoted fields, doubled quotes, CRLF and skips blank lines', () => {
    expect(parseCsv('email,name\r\n"a@x.pl","Kowalski, Jan"\n\n"b@x.pl","Say ""hi"""\n', ',', 10)).toEqual([
      ['email', 'name'],
      ['a@x.pl', 'Kowalski, Jan'],
      ['b@x.pl', 'Say "hi"'],
    ]);
    expect(parseCsv('a;b\nc;d', ';', 10)).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(parseCsv('a;b\nc;d\ne;f', ';', 2)).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });

  it('keeps a stray quote inside an unquoted field and drops a line cut by the end of the sample', () => {
    expect(parseCsv('a,b"c\nd,e', ',', 10)).toEqual([
      ['a', 'b"c'],
      ['d', 'e'],
    ]);
    expect(parseCsv('a,b\nc,d\ne,f', ',', 10, false)).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });

  it('decodes Windows-1250 and UTF-8 (without its byte order mark)', () => {
    expect(decodeSample(win1250('Łódź;Żółć'), 'windows-1250')).toBe('Łódź;Żółć');
    expect(decodeSample(new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('zażółć')]), 'utf-8')).toBe('zażółć');
  });

  it('counts columns as most rows have them and previews with the chosen separator', () => {
    expect(columnCount([['a', 'b'], ['c', 'd'], ['e']])).toBe(2);
    expect(columnCount([['a'], ['b', 'c']])).toBe(2);
    const bytes = new TextEncoder().encode('email;imię\nola@x.pl;Ola\n');
    expect(previewFromBytes(bytes, 'utf-8', ';', true)).toEqual({
      rows: [
        ['email', 'imię'],
        ['ola@x.pl', 'Ola'],
      ],
      columnCount: 2,
    });
    expect(previewFromBytes(bytes, 'utf-8', ',', true).columnCount).toBe(1);
  });
});
