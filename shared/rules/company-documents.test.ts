import { describe, expect, it } from 'vitest';
import { checkPdf, DOCUMENT_MAX_BYTES, hasPdfMagic, isDocumentKind, isPublicHttpUrl } from './company-documents';

const bytes = (text: string) => new TextEncoder().encode(text);
const PDF = bytes('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe('uploaded documents', () => {
  it('takes a PDF by its magic bytes and a .pdf name, whatever the case of the extension', () => {
    expect(checkPdf({ name: 'regulamin.pdf', data: PDF })).toEqual({ ok: true });
    expect(checkPdf({ name: 'Polityka.PDF', data: PDF })).toEqual({ ok: true });
  });

  it('refuses other bytes under a .pdf name, and a PDF under another name, as a wrong extension', () => {
    for (const data of [bytes('<html>not a pdf</html>'), bytes('%PDF'), bytes(' %PDF-1.4'), new Uint8Array([0x89, 0x50, 0x4e, 0x47])])
      expect(checkPdf({ name: 'terms.pdf', data })).toMatchObject({ ok: false, code: 'FILE_WRONG_EXTENSION' });
    for (const name of ['terms.doc', 'terms.pdf.exe', 'terms', 'pdf'])
      expect(checkPdf({ name, data: PDF }), name).toMatchObject({ ok: false, code: 'FILE_WRONG_EXTENSION' });
  });

  it('refuses an empty file as a failed upload and a file over the limit as too big', () => {
    expect(checkPdf({ name: 'a.pdf', data: new Uint8Array() })).toMatchObject({ ok: false, code: 'FILE_UPLOAD_FAILED' });
    const big = new Uint8Array(DOCUMENT_MAX_BYTES + 1);
    big.set(PDF);
    expect(checkPdf({ name: 'a.pdf', data: big })).toEqual({ ok: false, code: 'FILE_SIZE_EXCEEDED', params: { max: DOCUMENT_MAX_BYTES } });
    const fits = new Uint8Array(DOCUMENT_MAX_BYTES);
    fits.set(PDF);
    expect(checkPdf({ name: 'a.pdf', data: fits })).toEqual({ ok: true });
  });

  it('reads the magic from the first bytes only', () => {
    expect(hasPdfMagic(bytes('%PDF-'))).toBe(true);
    expect(hasPdfMagic(bytes('%PDF'))).toBe(false);
    expect(hasPdfMagic(bytes('%pdf-1.7'))).toBe(false);
  });

  it('knows the two kinds and no other', () => {
    expect(['terms', 'privacy', 'cookies', '', 'TERMS'].map(isDocumentKind)).toEqual([true, true, false, false, false]);
  });
});

describe('document URLs', () => {
  it('takes absolute http and https addresses on a public host name', () => {
    for (const url of [
      'https://example.com/regulamin',
      'http://sklep.example.pl/polityka-prywatnosci.pdf',
      'https://a.b.example.org/x?y=1#z',
    ])
      expect(isPublicHttpUrl(url), url).toBe(true);
  });
  it('refuses other schemes, relative paths, bare hosts and credentials', () => {
    for (const url of [
      'javascript:alert(1)',
      'ftp://example.com/terms',
      'data:text/html,hi',
      '/terms',
      'example.com/terms',
      'https://localhost/terms',
      'https://user:pass@example.com/terms',
      'https://',
      '',
    ])
      expect(isPublicHttpUrl(url), url).toBe(false);
  });
});
