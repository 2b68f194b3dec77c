import { describe, expect, it } from 'vitest';
import { DEFAULT_BRANDING } from '@shared/schemas/branding';
import { pages, plainLook } from './pages';

const look = {
  lang: 'en' as const,
  branding: { ...DEFAULT_BRANDING, font: 'Georgia' as const, colours: { ...DEFAULT_BRANDING.colours, primary: '#aa0055' } },
  logoUrl: 'https://goniec.test/t/b/A1/01J.jpg',
};

describe('the public unsubscribe pages', () => {
  it('wear the account branding: its font, colours and logo', () => {
    const html = pages.confirm(look);
    expect(html).toContain("font-family:'Georgia'");
    expect(html).toContain('background:#aa0055');
    expect(html).toContain('<img class="logo" src="https://goniec.test/t/b/A1/01J.jpg" alt="">');
    expect(pages.confirm(plainLook('pl'))).not.toContain('<img');
  });

  it('end with the account’s social links, only the ones it filled in', () => {
    const social = {
      ...look,
      branding: { ...look.branding, socialLinks: { ...look.branding.socialLinks, linkedin: 'https://linkedin.com/company/a?x=1&y=2' } },
    };
    const html = pages.done(social);
    expect(html).toContain('<a href="https://linkedin.com/company/a?x=1&amp;y=2" rel="noopener noreferrer">LinkedIn</a>');
    expect(html).not.toContain('Facebook');
    expect(pages.done(look)).not.toContain('<footer');
  });

  it('offer reasons and the preference page only when given, every text escaped', () => {
    expect(pages.confirm(look)).not.toContain('name="reason"');
    const html = pages.confirm(look, { reasons: ['Too <b>many</b>'], preferencesHref: '/t/p/abc.def' });
    expect(html).toContain('<input type="radio" name="reason" value="0">Too &lt;b&gt;many&lt;/b&gt;');
    expect(html).toContain('href="/t/p/abc.def"');
    expect(html).toContain('<input type="hidden" name="action" value="unsubscribe">');
  });

  it('the preference page ticks the current values', () => {
    const html = pages.preferences(
      look,
      [
        { id: 'P1', label: 'Topics', multiple: true, values: ['Sport', 'Music'], chosen: ['Music'] },
        { id: 'P2', label: 'How often', multiple: false, values: ['Weekly'], chosen: [] },
      ],
      '/t/u/abc.def',
    );
    expect(html).toContain('<input type="checkbox" name="p.P1" value="Music" checked>');
    expect(html).toContain('<input type="checkbox" name="p.P1" value="Sport">');
    expect(html).toContain('<input type="radio" name="p.P2" value="" checked>None');
    expect(html).toContain('<title>Your preferences</title>');
  });
});
