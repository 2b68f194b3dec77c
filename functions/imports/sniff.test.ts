import { readFileSync } from 'node:fs';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { sniffSample } from './sniff';

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`../../tests/fixtures/imports/${name}`, import.meta.url)));
const utf8 = (text: string) => new Uint8Array(Buffer.from(text, 'utf8'));

describe('import file sniffing', () => {
  it('detects Windows-1250 with ";" and decodes Polish letters', () => {
    const found = sniffSample(fixture('windows-1250-semicolon.csv'), true);
    expect(found).toMatchObject({ encoding: 'windows-1250', bom: false, delimiter: ';', columnCount: 5, hasHeader: true, problems: [] });
    expect(found.preview[1]).toEqual(['zofia.zolc@przyklad.pl', 'Zofia', 'Żółć', 'Łódź', '601 234 567']);
  });

  it('detects UTF-8 with a BOM and keeps quoted commas in their field', () => {
    const found = sniffSample(fixture('utf8-bom-quoted.csv'), true);
    expect(found).toMatchObject({ encoding: 'utf-8', bom: true, delimiter: ',', columnCount: 4, hasHeader: true, problems: [] });
    expect(found.preview[2]).toEqual(['piotr@example.pl', 'Wiśniewski, Piotr', 'Warszawa', 'ulica "Zielona", 5']);
  });

  it('chooses the delimiter that splits rows consistently', () => {
    expect(sniffSample(utf8('a@b.pl;Jan, Kowalski;x\nc@d.pl;Ola, Nowak;y\n'), true).delimiter).toBe(';');
    expect(sniffSample(utf8('a@b.pl,Jan;x\nc@d.pl,Ola;y\n'), true).delimiter).toBe(',');
    expect(sniffSample(utf8('a@b.pl\nc@d.pl\n'), true)).toMatchObject({ columnCount: 1, hasHeader: false, problems: [] });
  });

  it('names the line of a quote never closed in a whole file, still previewing the rows before it', () => {
    const found = sniffSample(utf8('email,name\r\na@b.pl,"Jan\r\nKowalski"\r\n\r\nc@d.pl,"Ola\r\ne@f.pl,Ewa\r\n'), true);
    expect(found).toMatchObject({ delimiter: ',', columnCount: 2, problems: [{ code: 'IMPORT_QUOTE_NOT_CLOSED', params: { line: 5 } }] });
    expect(found.preview[1]).toEqual(['a@b.pl', 'Jan\r\nKowalski']);
    expect(sniffSample(utf8('email,name\n"a@b.pl,Jan\nc@d.pl,Ola\n'), true).problems).toEqual([
      { code: 'IMPORT_QUOTE_NOT_CLOSED', params: { line: 2 } },
    ]);
    // Nothing to preview: the file is one quoted value.
    expect(sniffSample(utf8('"a@b.pl,Jan\n'), true).problems).toEqual([{ code: 'IMPORT_QUOTE_NOT_CLOSED', params: { line: 1 } }]);
    // A sample that is only the start of the file may cut a quoted value that closes later.
    expect(sniffSample(utf8('email,name\na@b.pl,"Jan\n'), false).problems).toEqual([]);
  });

  it('guesses a header only when row 1 holds no data and later rows do', () => {
    expect(sniffSample(utf8('email,name\na@b.pl,Jan\n'), true).hasHeader).toBe(true);
    expect(sniffSample(utf8('a@b.pl,Jan\nc@d.pl,Ola\n'), true).hasHeader).toBe(false);
  });

  it('names the problems that stop an import', () => {
    expect(sniffSample(fixture('empty.csv'), true).problems).toEqual([{ code: 'FILE_NOT_CSV', params: { reason: 'empty' } }]);
    expect(sniffSample(utf8('\n\n  \n'), true).problems[0]!.code).toBe('FILE_NOT_CSV');
    expect(sniffSample(fixture('image-renamed.csv'), true).problems[0]!.code).toBe('FILE_NON_PRINTABLE_CHARACTERS');
    expect(sniffSample(utf8('a@b.pl,\u0007bell\n'), true).problems[0]).toEqual({
      code: 'FILE_NON_PRINTABLE_CHARACTERS',
      params: { line: 1 },
    });
    expect(sniffSample(new Uint8Array([0xff, 0xfe, 0x61, 0x00]), true).problems[0]!.code).toBe('FILE_NOT_UTF8');
    // 0x98 is undefined in Windows-1250 and not UTF-8 either.
    expect(sniffSample(new Uint8Array([0x61, 0x98, 0x62, 0x0a]), true).problems[0]!.code).toBe('FILE_ENCODING_NOT_DETECTED');
  });

  it('reads a sample cut inside a character or a quoted field without calling it broken', () => {
    const text = `email,name\n${Array.from({ length: 40 }, (_, i) => `u${i}@example.pl,"Żaneta ${i}"`).join('\n')}\n`;
    const bytes = utf8(text);
    const cut = bytes.subarray(0, bytes.indexOf(0xc5, 200) + 1);
    const found = sniffSample(cut, false);
    expect(found).toMatchObject({ encoding: 'utf-8', delimiter: ',', columnCount: 2, problems: [] });
  });

  it('decodes as the user says when overridden', () => {
    const bytes = new Uint8Array(iconv.encode('email;imię\nA@b.pl;Żaneta\n', 'win1250'));
    expect(sniffSample(bytes, true, { encoding: 'windows-1250', delimiter: ';' }).preview[1]).toEqual(['A@b.pl', 'Żaneta']);
  });
});
