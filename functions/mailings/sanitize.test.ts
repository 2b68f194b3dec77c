import { describe, expect, it } from 'vitest';
import { sanitiseMailingHtml } from './sanitize';

describe('sanitiseMailingHtml', () => {
  it('keeps an e-mail layout: tables, inline styles, images, http(s) and mailto links', () => {
    const html =
      '<html><head><title>T</title></head><body><table width="600" cellpadding="0" style="border:0"><tr><td align="center" bgcolor="#fff">' +
      '<img src="https://cdn.example/a.png" alt="Logo" width="120"><a href="https://shop.example/?a=1&amp;b=2" target="_blank">Sklep</a> <a href="mailto:biuro@sklep.pl">Napisz</a></td></tr></table></body></html>';
    const out = sanitiseMailingHtml(html);
    expect(out.removed).toEqual([]);
    // sanitize-html writes void elements self-closed; nothing else changes.
    expect(out.html).toBe(html.replace('width="120">', 'width="120" />'));
  });

  it('removes scripts, handlers, javascript: links, iframes, forms, objects and embeds, and says what it removed', () => {
    const out = sanitiseMailingHtml(
      '<p onclick="steal()" onmouseover="x()">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><a href=" JaVa\tScRiPt:alert(2)">y</a>' +
        '<iframe src="https://evil.example"></iframe><form action="https://evil.example"><input name="p"></form><object data="x.swf"></object><embed src="x.swf">' +
        '<img src="data:image/png;base64,AAAA"><div style="background:url(javascript:alert(1))">z</div><style>p{x:url(javascript:y)}</style>',
    );
    expect(out.removed).toEqual(
      ['data:', 'embed', 'form', 'iframe', 'input', 'javascript:', 'object', 'onclick', 'onmouseover', 'script', 'style'].sort(),
    );
    for (const bad of ['<script', 'alert(1)', 'onclick', 'javascript', 'iframe', '<form', '<input', '<object', '<embed', 'data:'])
      expect(out.html.toLowerCase()).not.toContain(bad.toLowerCase());
    expect(out.html).toContain('<p>Hi</p>');
    expect(out.html).toContain('<div>z</div>');
  });

  it('keeps merge fields intact, in text and inside href, quotes and all', () => {
    const html =
      '<h1>Cześć {{ firstname | default: "Kliencie" }}!</h1><a href="https://shop.example/{{ plan }}?c={{city | default: "x"}}">Kup</a><a href="{{ unsubscribe_url }}">Wypisz</a>';
    const out = sanitiseMailingHtml(html);
    expect(out.removed).toEqual([]);
    expect(out.html).toBe(
      '<h1>Cześć {{ firstname | default: "Kliencie" }}!</h1><a href="https://shop.example/{{ plan }}?c={{city | default: \'x\'}}">Kup</a><a href="{{ unsubscribe_url }}">Wypisz</a>',
    );
  });
});
