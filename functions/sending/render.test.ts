import { describe, expect, it } from 'vitest';
import { compileMailing, renderFor } from './render';

const urls = {
  open: 'https://t.example/o/1',
  unsubscribe: 'https://t.example/u/1',
  click: (url: string) => `https://t.example/c/${encodeURIComponent(url)}`,
};

describe('compileMailing + renderFor', () => {
  const html = '<html><body><h1>Cześć {{name}}</h1><a href="https://shop.example/a?x=1&amp;y=2">Sklep</a> <a href="mailto:x@y.pl">mail</a> <a href="#top">top</a></body></html>';
  const compiled = compileMailing('Oferta dla {{ name }}', html);

  it('rewrites only http(s) links to signed click URLs and keeps the rest', () => {
    const out = renderFor(compiled, { email: 'ala@example.pl', name: 'Ala' }, urls);
    expect(compiled.links).toEqual(['https://shop.example/a?x=1&y=2']);
    expect(out.html).toContain(`href="https://t.example/c/${encodeURIComponent('https://shop.example/a?x=1&y=2')}"`);
    expect(out.html).toContain('href="mailto:x@y.pl"');
    expect(out.html).toContain('href="#top"');
  });

  it('adds the open pixel and an unsubscribe footer inside the body', () => {
    const out = renderFor(compiled, { email: 'ala@example.pl' }, urls);
    expect(out.html).toMatch(/<img src="https:\/\/t\.example\/o\/1"[^>]*><\/body>/);
    expect(out.html).toContain('href="https://t.example/u/1"');
    expect(out.text).toContain('https://t.example/u/1');
    expect(out.text).not.toContain('t.example/o/1');
  });

  it('uses the template’s own unsubscribe link instead of adding a footer', () => {
    const own = compileMailing('S', '<p><a href="{{unsubscribe_url}}">Rezygnuję</a></p>');
    const out = renderFor(own, { email: 'a@b.pl' }, urls);
    expect(out.html.match(/t\.example\/u\/1/g)).toHaveLength(1);
    expect(out.html).not.toContain('Wypisz się');
  });

  it('escapes personal data in HTML but not in the subject', () => {
    const out = renderFor(compiled, { email: 'a@b.pl', name: '<script>Ola & "Ela"' }, urls);
    expect(out.html).toContain('Cześć &#60;script&#62;Ola &#38; &#34;Ela&#34;');
    expect(out.subject).toBe('Oferta dla <script>Ola & "Ela"');
  });
});
