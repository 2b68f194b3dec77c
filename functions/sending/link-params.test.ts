import { describe, expect, it } from 'vitest';
import { BASE_PROPERTIES, PERSONAL_PROPERTIES } from '@shared/properties';
import { DEFAULT_TRACKING_SETTINGS, type TrackingSettings } from '@shared/schemas/tracking-settings';
import { hashText } from './link-params';
import { compileMailing, renderFor, type CompileInput } from './render';

describe('hashText', () => {
  it('none leaves the text as it is', () => {
    expect(hashText('none', 'abc')).toBe('abc');
    expect(hashText('none', '')).toBe('');
  });

  it('md5 gives the known digests (RFC 1321 test suite)', () => {
    expect(hashText('md5', '')).toBe('d41d8cd98f00b204e9800998ecf8427e');
    expect(hashText('md5', 'abc')).toBe('900150983cd24fb0d6963f7d28e17f72');
    expect(hashText('md5', 'message digest')).toBe('f96b697d7cb7938d525a2f31aaf161d0');
  });

  it('sha256 gives the known digests (FIPS 180-2 examples)', () => {
    expect(hashText('sha256', '')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(hashText('sha256', 'abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hashText('sha256', 'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
  });

  it('hashes the UTF-8 bytes of the text', () => {
    // printf 'ż' | md5sum; printf 'zażółć' | sha256sum
    expect(hashText('md5', 'ż')).toBe('0b13d37b6802e408ae241616eb7d9549');
    expect(hashText('sha256', 'zażółć')).toBe('7eefe5e3046c86cec19ce1215e0a04724124d948468005a1ebc4adf2643bea13');
  });
});

const urls = {
  open: 'https://go.example/t/o/1',
  unsubscribe: 'https://go.example/t/u/1',
  click: (url: string) => `https://go.example/t/c/${encodeURIComponent(url)}`,
};
const input = (html: string, tracking: TrackingSettings): CompileInput => ({
  subject: 'S',
  html,
  ids: { accountId: '01ACC', mailingId: '01MAIL' },
  listName: 'L',
  from: { name: 'N', address: 'news@goniec.test' },
  senderDomain: 'goniec.test',
  fields: [...BASE_PROPERTIES, ...PERSONAL_PROPERTIES],
  tracking,
  trackingOrigin: 'https://go.example',
});
const settings = (utm: Partial<TrackingSettings['utm']>, hash?: Partial<TrackingSettings['hash']>): TrackingSettings => ({
  utm: { ...DEFAULT_TRACKING_SETTINGS.utm, ...utm },
  hash: { ...DEFAULT_TRACKING_SETTINGS.hash, ...hash },
});
const clicked = (html: string) =>
  [...html.matchAll(/href="https:\/\/go\.example\/t\/c\/([^"]+)"/g)].map((m) => decodeURIComponent(m[1]!.replace(/&amp;/g, '&')));
const ala = { email: 'ala@example.pl', name: 'Ala' };
const HTML =
  '<p><a href="https://shop.example/a?x=1&amp;utm_source=own#top">A</a> <a href="https://shop.example/b?id={{ name }}">B</a>' +
  ' <a href="mailto:x@y.pl">M</a> <a href="tel:+48500100200">T</a> <a href="https://go.example/forms/1">F</a>' +
  ' <a href="{{unsubscribe_url}}">U</a></p>';

describe('link parameters in a rendered mailing', () => {
  it('fixed UTM values go to every tracked destination, not to mailto:, tel:, the tracking host or the unsubscribe link', async () => {
    const compiled = await compileMailing(input(HTML, settings({ source: 'goniec', medium: 'email' })));
    const out = renderFor(compiled, ala, urls);
    expect(clicked(out.html)).toEqual([
      'https://shop.example/a?x=1&utm_source=own&utm_medium=email#top',
      'https://shop.example/b?id=Ala&utm_source=goniec&utm_medium=email',
      'https://go.example/forms/1',
    ]);
    expect(out.html).toContain('href="mailto:x@y.pl"');
    expect(out.html).toContain('href="tel:+48500100200"');
    expect(out.html).toContain(`href="${urls.unsubscribe}"`);
  });

  it('a fixed set keeps a static link shared (the same for every recipient)', async () => {
    const compiled = await compileMailing(input('<a href="https://shop.example/">S</a>', settings({ source: 'goniec' })));
    expect(compiled.links[0]!.shared).toBe(true);
    expect(compiled.links[0]!.seg.statics[0]).toBe('https://shop.example/?utm_source=goniec');
  });

  it('merge fields in the values and the hashed text are filled per recipient', async () => {
    const tracking = settings(
      { campaign: 'dla {{ name }}' },
      { enabled: true, type: 'param', name: 'h', text: '{{ email }}', hasher: 'md5' },
    );
    const compiled = await compileMailing(input('<a href="https://shop.example/#x">S</a>', tracking));
    expect(compiled.links[0]!.shared).toBe(false);
    const out = renderFor(compiled, ala, urls);
    expect(clicked(out.html)).toEqual([`https://shop.example/?utm_campaign=dla%20Ala&h=${hashText('md5', 'ala@example.pl')}#x`]);
    const ola = renderFor(compiled, { email: 'ola@example.pl', name: 'Ola' }, urls);
    expect(clicked(ola.html)).toEqual([`https://shop.example/?utm_campaign=dla%20Ola&h=${hashText('md5', 'ola@example.pl')}#x`]);
  });

  it('personal parameters leave links they do not apply to shared, and render once per recipient for all their links', async () => {
    const tracking = settings({ campaign: 'dla {{ name }}' });
    const compiled = await compileMailing(
      input(
        '<a href="https://go.example/forms/1">F</a> <a href="https://shop.example/1">1</a> <a href="https://shop.example/2">2</a>',
        tracking,
      ),
    );
    expect(compiled.links.map((l) => l.shared)).toEqual([true, false, false]);
    let renders = 0;
    const forRecipient = compiled.linkParams!.forRecipient;
    compiled.linkParams!.forRecipient = (raw) => (renders++, forRecipient(raw));
    expect(clicked(renderFor(compiled, ala, urls).html)).toEqual([
      'https://go.example/forms/1',
      'https://shop.example/1?utm_campaign=dla%20Ala',
      'https://shop.example/2?utm_campaign=dla%20Ala',
    ]);
    expect(renders).toBe(1);
  });

  it('the anchor type puts the sha256 of the text after the anchor', async () => {
    const tracking = settings({}, { enabled: true, type: 'anchor', name: 'sid', text: 'stały-{{ email }}', hasher: 'sha256' });
    const out = renderFor(await compileMailing(input('<a href="https://shop.example/p">S</a>', tracking)), ala, urls);
    expect(clicked(out.html)).toEqual([`https://shop.example/p#sid=${hashText('sha256', 'stały-ala@example.pl')}`]);
  });

  it('a disabled hash parameter and empty UTM values change nothing', async () => {
    const tracking = settings({}, { enabled: false, name: 'h', text: 'x', hasher: 'md5' });
    const compiled = await compileMailing(input('<a href="https://shop.example/p">S</a>', tracking));
    expect(compiled.linkParams).toBeUndefined();
    expect(clicked(renderFor(compiled, ala, urls).html)).toEqual(['https://shop.example/p']);
  });
});
