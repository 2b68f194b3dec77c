import mjml2html from 'mjml';
import { describe, expect, it } from 'vitest';
import { sanitiseMailingHtml } from './sanitize';

const MJML = `<mjml><mj-head><mj-preview>Hi</mj-preview></mj-head><mj-body><mj-section><mj-column>
<mj-text>Hello {{ firstname | default: "Kliencie" }}</mj-text><mj-button href="https://shop.example/?a={{ city }}">Go</mj-button>
<mj-image src="https://cdn.example/a.png" alt="A"/></mj-column><mj-column><mj-text>Two</mj-text></mj-column></mj-section></mj-body></mjml>`;

describe('sanitiser and MJML output', () => {
  it("keeps MJML's <style> media queries and Outlook conditional comments, and merge fields", () => {
    const html = mjml2html(MJML).html;
    const out = sanitiseMailingHtml(html);
    expect(out.html).toContain('@media only screen and (min-width:480px)');
    expect(out.html).toContain('.mj-column-per-50 { width:50% !important; max-width: 50%; }');
    expect(out.html).toContain('<style media="screen and (min-width:480px)">');
    expect(out.html).toContain('<!--[if mso | IE]><table align="center"');
    expect(out.html).toContain('<!--[if mso]>');
    expect(out.html).toContain('<o:OfficeDocumentSettings>');
    expect(out.html).toContain('<!--[if !mso]><!-->');
    expect(out.html).toContain('<!--<![endif]-->');
    expect(out.html).toContain('{{ firstname | default: "Kliencie" }}');
    expect(out.html).toContain('href="https://shop.example/?a={{ city }}"');
    expect(out.html).toContain('http-equiv="Content-Type"');
    // The Google font's @import and <link> are what goes: nothing else.
    expect(out.removed).toEqual(['@import', 'link']);
  });

  it('still removes script, handlers and javascript: around kept blocks', () => {
    const out = sanitiseMailingHtml(
      '<html><head><style>p{color:red}</style></head><body><p onclick="x()">a</p><script>alert(1)</script><a href="javascript:alert(2)">b</a>' +
        '<!--[if mso]><table><tr><td><![endif]--></body></html>',
    );
    expect(out.html).toContain('<style>p{color:red}</style>');
    expect(out.html).toContain('<!--[if mso]><table><tr><td><![endif]-->');
    for (const bad of ['onclick', '<script', 'alert(', 'javascript']) expect(out.html).not.toContain(bad);
    expect(out.removed).toEqual(['javascript:', 'onclick', 'script']);
  });

  it('cleans CSS: expression(), javascript:, behavior, -moz-binding, @import, url() of other schemes, escapes and comments', () => {
    const out = sanitiseMailingHtml(
      '<style type="text/css" onload="x()">a{color:red;width:expression(alert(1))} b{background:url(javascript:alert(2))} ' +
        'c{behavior:url(x.htc)} d{-moz-binding:url(https://e/x.xml#x)} @import "https://evil/x.css"; e{background:url(data:image/png;base64,AA)} ' +
        'f{width:expr/**/ession(1)} g{background:url(\\6a avascript:1)} h{background:url(https://cdn.example/ok.png)}</style><p>x</p>',
    );
    const css = /<style[^>]*>([\s\S]*?)<\/style>/.exec(out.html)![1]!;
    for (const bad of ['expression', 'javascript', 'behavior', 'binding', '@import', 'data:', 'onload'])
      expect(out.html).not.toContain(bad);
    expect(css).toContain('color:red');
    expect(css).toContain('url(https://cdn.example/ok.png)');
    expect(out.html).toContain('<style type="text/css">');
    expect(out.removed).toEqual(['@import', 'style']);
  });

  it('drops a conditional comment that hides code, and a <style> smuggled into an attribute', () => {
    const out = sanitiseMailingHtml(
      '<!--[if mso]><script>alert(1)</script><![endif]--><!--[if mso]><a href="javascript:x">a</a><![endif]-->' +
        '<!--[if IE]><td onmouseover="x()"><![endif]--><!--[if mso]><img src="&#106;avascript:x"><![endif]--><!-- plain comment -->' +
        '<a title="<style>p{}</style>">t</a><p>ok</p>',
    );
    expect(out.html).not.toContain('<!--');
    expect(out.html).not.toContain('<style');
    expect(out.html).toContain('<p>ok</p>');
    expect(out.removed).toContain('comment');
  });
});
