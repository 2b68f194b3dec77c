import { describe, expect, it } from 'vitest';
import { ZIP_RULES } from '@shared/rules/templates';
import { grayJpeg, png } from '@tests/fixtures/images';
import { buildZip, type ZipEntry } from '@tests/fixtures/zips';
import { createTestAccount, loggedIn, trackingRequest } from './helpers';

const PATH = '/content/import-zip';

function form(data: Buffer, name = 'szablon.zip'): FormData {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(data)], { type: 'application/zip' }), name);
  return body;
}

const fieldError = (res: { body: { params?: { errors?: { path: string; code: string; params?: unknown }[] } } }) =>
  res.body.params?.errors?.[0];

const INDEX = `<!doctype html>
<html><head><title>Wiosenna promocja</title>
<link rel="stylesheet" href="css/style.css">
<link rel="stylesheet" href="https://fonts.example.com/font.css">
<style>.lead { font-size: 18px; } @media (max-width: 600px) { .lead { font-size: 14px; } }</style>
<script src="js/app.js"></script>
</head>
<body>
<table background="img/tlo.jpg"><tr><td class="hero">
<p class="lead">Cześć {{ name }}!</p>
<img src="img/logo.png" alt="Logo">
<img src="./img/logo.png" alt="Logo again">
<img src="https://cdn.example.com/remote.png" alt="Remote">
<a href="https://example.com/?utm=1" onclick="steal()">Kup</a>
</td></tr></table>
<script>alert('x')</script>
</body></html>`;

async function template(extra: ZipEntry[] = []): Promise<ZipEntry[]> {
  return [
    { name: 'index.html', data: INDEX },
    { name: 'css/style.css', data: '.hero { color: #336699; background-image: url("../img/hero.png"); } p { margin: 0; }' },
    { name: 'img/logo.png', data: await png(80) },
    { name: 'img/hero.png', data: await png(40) },
    { name: 'img/tlo.jpg', data: grayJpeg(600, 100) },
    { name: 'img/unused.png', data: await png(20) },
    { name: '__MACOSX/img/._logo.png', data: 'resource fork' },
    ...extra,
  ];
}

describe('zip import (POST /content/import-zip)', () => {
  it('inlines the CSS, puts the images into the library with rewritten addresses, and drops scripts', async () => {
    const { session, account } = await loggedIn();
    const res = await session.call('POST', PATH, { form: form(await buildZip(await template())) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { name, html, text, images, warnings } = res.body as {
      name: string;
      html: string;
      text: string;
      images: { id: string; name: string; url: string }[];
      warnings: { code: string; params: Record<string, string> }[];
    };
    expect(name).toBe('Wiosenna promocja');

    // Only the referenced images, each once, stored in the library and served.
    expect(images.map((i) => i.name).sort()).toEqual(['hero.png', 'logo.png', 'tlo.jpg']);
    const library = (await session.call('GET', '/images')).body.items as { id: string; url: string }[];
    expect(library.map((i) => i.id).sort()).toEqual(images.map((i) => i.id).sort());
    const byName = Object.fromEntries(images.map((i) => [i.name, i.url]));
    for (const url of Object.values(byName)) {
      expect(url).toMatch(new RegExp(`^https://goniec\\.test/t/i/${account.accountId}/[0-9A-Z]{26}\\.(png|jpg)$`));
      expect((await trackingRequest('GET', new URL(url).pathname)).statusCode).toBe(200);
    }
    expect(html).toContain(`src="${byName['logo.png']}"`);
    expect(html.split(byName['logo.png']!).length - 1).toBe(2);
    expect(html).toContain(`background="${byName['tlo.jpg']}"`);
    expect(html).toContain(`url('${byName['hero.png']}')`);
    expect(html).not.toMatch(/img\/|\.\.\//);
    expect(html).toContain('https://cdn.example.com/remote.png');

    // CSS inlined from the linked stylesheet and the <style> block.
    expect(html).toMatch(/<td[^>]*style="[^"]*color:\s*#336699/);
    expect(html).toMatch(/<p[^>]*style="[^"]*font-size:\s*18px/);
    expect(html).not.toContain('<link');
    // Scripts and handlers gone, merge fields intact, the text part generated.
    expect(html).not.toMatch(/script|onclick|alert|steal/);
    expect(html).toContain('{{ name }}');
    expect(text).toContain('Cześć {{ name }}!');

    expect(warnings).toEqual(
      expect.arrayContaining([
        { code: 'ZIP_STYLESHEET_REMOTE', params: { href: 'https://fonts.example.com/font.css' } },
        { code: 'ZIP_CONTENT_REMOVED', params: { removed: expect.stringContaining('script') } },
      ]),
    );
    expect(warnings.find((w) => w.code === 'ZIP_CONTENT_REMOVED')!.params.removed).toContain('onclick');
  });

  it('takes the zip’s name without a <title>, and warns of what the HTML names but the zip lacks', async () => {
    const { session } = await loggedIn();
    const zip = await buildZip([
      { name: 'index.html', data: '<p><img src="brak.png" alt=""></p><link rel="stylesheet" href="nie-ma.css">' },
    ]);
    const res = await session.call('POST', PATH, { form: form(zip, 'Newsletter marzec.zip') });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Newsletter marzec', images: [] });
    expect(res.body.warnings).toEqual([
      { code: 'ZIP_FILE_MISSING', params: { path: 'nie-ma.css' } },
      { code: 'ZIP_FILE_MISSING', params: { path: 'brak.png' } },
    ]);
  });

  it('stores many images, each once, whatever the case the HTML names them in', async () => {
    const { session } = await loggedIn();
    const qr = await png(24);
    const count = 40;
    const tags = Array.from({ length: count }, (_, i) => `<img src="IMG/P${i}.PNG" alt="${i}"><img src="img/p${i}.png" alt="${i}">`).join(
      '',
    );
    const entries: ZipEntry[] = [
      { name: 'index.html', data: `<html><body>${tags}</body></html>` },
      ...Array.from({ length: count }, (_, i) => ({ name: `img/p${i}.png`, data: qr })),
    ];
    const res = await session.call('POST', PATH, { form: form(await buildZip(entries)) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.images).toHaveLength(count);
    expect(res.body.html).not.toMatch(/img\/p|IMG\//i);
    expect((await session.call('GET', '/images', { query: { limit: '100' } })).body.items).toHaveLength(count);
  });

  it('refuses a bad image with its own code naming the entry, storing none of the good ones', async () => {
    const { session } = await loggedIn();
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><script>alert(1)</script></svg>';
    const entries = await template([{ name: 'img/zly.png', data: svg }]);
    entries[0] = { name: 'index.html', data: INDEX.replace('</body>', '<img src="img/zly.png" alt=""></body>') };
    const res = await session.call('POST', PATH, { form: form(await buildZip(entries)) });
    expect(res.status).toBe(400);
    expect(fieldError(res)).toEqual({ path: 'file', code: 'FILE_NOT_IMAGE', params: { path: 'img/zly.png' } });
    expect((await session.call('GET', '/images')).body.items).toEqual([]);
  });

  it('refuses unsafe, oversized and broken zips with the spec’s codes before anything is stored', async () => {
    const { session } = await loggedIn();
    const cases: [Buffer, string, unknown][] = [
      [
        await buildZip(await template([{ name: 'QQ/evil.html', data: 'x' }]), { names: { 'QQ/evil.html': '../evil.html' } }),
        'ZIP_UNSAFE_PATH',
        { path: '../evil.html' },
      ],
      [
        await buildZip(await template([{ name: 'img/link.png', data: '/etc/passwd', mode: 0o120777 }])),
        'ZIP_UNSAFE_PATH',
        { path: 'img/link.png' },
      ],
      [
        await buildZip(await template(Array.from({ length: ZIP_RULES.maxEntries }, (_, i) => ({ name: `x/${i}.txt`, data: '' })))),
        'ZIP_TOO_MANY_ENTRIES',
        { max: ZIP_RULES.maxEntries },
      ],
      [
        await buildZip(await template([{ name: 'zeros.bin', data: Buffer.alloc(ZIP_RULES.maxUnpackedBytes + 1) }])),
        'ZIP_UNPACKED_TOO_LARGE',
        { max: '25 MB' },
      ],
      [
        await buildZip([{ name: 'index.html', data: `<p>${' '.repeat(100_000)}</p>` }], { declare: { 'index.html': 50 } }),
        'ZIP_UNPACKED_TOO_LARGE',
        { max: '25 MB' },
      ],
      [await buildZip([{ name: 'szablon/index.html', data: '<p>x</p>' }]), 'ZIP_NO_INDEX', undefined],
      [Buffer.from('PK\u0003\u0004 not really a zip'), 'ZIP_INVALID', undefined],
    ];
    for (const [zip, code, params] of cases) {
      const res = await session.call('POST', PATH, { form: form(zip) });
      expect(res.status, code).toBe(400);
      expect(fieldError(res), code).toEqual(params === undefined ? { path: 'file', code } : { path: 'file', code, params });
    }
    expect((await session.call('GET', '/images')).body.items).toEqual([]);
  });

  it('refuses a zip above its limit with ZIP_TOO_LARGE showing the limit', async () => {
    const { session } = await loggedIn();
    const res = await session.call('POST', PATH, { form: form(Buffer.alloc(ZIP_RULES.maxBytes + 1)) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ code: 'ZIP_TOO_LARGE', params: { max: '4 MB' } });
  });

  it('is refused without the permission to write mailings (PERM_MNOWY)', async () => {
    const { session } = await loggedIn(await createTestAccount({ permissions: { PERM_APRZEALL: true } }));
    const res = await session.call('POST', PATH, { form: form(await buildZip(await template())) });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 'PERMISSION_DENIED', params: { permission: 'PERM_MNOWY' } });
  });
});
