import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ZIP_RULES } from '@shared/rules/templates';
import { buildZip, simpleTemplate } from '@tests/fixtures/zips';
import { normalisedPath, readZip, resolveZipPath, unsafeEntryPath } from './zip-rules';

const all = () => true;

/** The refusal readZip threw: its field error's code and params. */
async function refusal(zip: Buffer | Uint8Array) {
  try {
    await readZip(zip, all);
  } catch (error) {
    return (error as { params?: { errors?: { path: string; code: string; params?: unknown }[] } }).params?.errors?.[0];
  }
  throw new Error('the zip was accepted');
}

describe('zip entry names', () => {
  it('refuses parent segments, absolute paths, drive letters and colons, backslashes and control characters', () => {
    for (const name of [
      '../evil',
      'a/../../evil',
      'a/..',
      '/abs',
      '/etc/passwd',
      'C:\\x',
      'c:evil',
      'a\\..\\..\\x',
      'x\\y',
      'a\u0000b',
      '',
      './C:/x',
      'a.png:hidden',
    ])
      expect(unsafeEntryPath(name), name).toBeDefined();
    for (const name of ['index.html', 'img/a.png', './img/a.png', 'a..b/c', '..a', 'a/b..', 'ć/ż.png', 'a//b'])
      expect(unsafeEntryPath(name), name).toBeUndefined();
  });

  it('property: any name with a `..` segment is refused, wherever the segment is', () => {
    const segment = fc.stringMatching(/^[A-Za-z0-9._ -]{1,8}$/);
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 4 }), fc.array(segment, { maxLength: 4 }), (before, after) => {
        expect(unsafeEntryPath([...before, '..', ...after].join('/'))).toBeDefined();
      }),
    );
  });

  it('property: a name found safe never leaves the root once normalised', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', '.', '/', '\\', ':', 'C', ' ', '\u0000'), maxLength: 16 }), (name) => {
        if (unsafeEntryPath(name)) return;
        const path = normalisedPath(name);
        expect(path.split('/')).not.toContain('..');
        expect(path.startsWith('/')).toBe(false);
        expect(path).not.toMatch(/^[A-Za-z]:|\\/);
      }),
      { numRuns: 10_000 },
    );
  });

  it('property: a reference resolved from a folder stays inside the zip or resolves to nothing', () => {
    const part = fc.constantFrom('..', '.', 'a', 'b', '', '%2e%2e', 'img');
    fc.assert(
      fc.property(fc.array(part, { maxLength: 4 }), fc.array(part, { maxLength: 6 }), (base, ref) => {
        const path = resolveZipPath(base.filter((p) => p && p !== '.' && p !== '..').join('/'), ref.join('/'));
        if (path !== undefined) expect(unsafeEntryPath(path)).toBeUndefined();
      }),
      { numRuns: 1000 },
    );
  });

  it('resolves references from a stylesheet’s folder to the root', () => {
    expect(resolveZipPath('css', '../img/a.png')).toBe('img/a.png');
    expect(resolveZipPath('', 'img/a%20b.png?v=2#x')).toBe('img/a b.png');
    expect(resolveZipPath('', '/img/a.png')).toBe('img/a.png');
    expect(resolveZipPath('', '../a.png')).toBeUndefined();
  });
});

describe('reading a zip', () => {
  it('reads the files it is asked for, leaving out folders and macOS’s extras', async () => {
    const zip = await buildZip([
      ...simpleTemplate([{ name: 'css/style.css', data: 'p{color:red}' }]),
      { name: '__MACOSX/._index.html', data: 'fork' },
      { name: 'img/.DS_Store', data: 'finder' },
    ]);
    const read = await readZip(zip, (path) => path.endsWith('.css'));
    expect(read.paths).toEqual(['index.html', 'css/style.css']);
    expect([...read.files.keys()]).toEqual(['css/style.css']);
    expect(read.files.get('css/style.css')!.toString()).toBe('p{color:red}');
  });

  it.each([
    ['../evil', 'QQ/evil'],
    ['/abs', 'Qabs'],
    ['C:\\x', 'CQQx'],
    ['a\\..\\..\\x', 'aQQQQQQQx'],
    ['__MACOSX/../../x', '__MACOSX/QQ/QQ/x'],
  ])('refuses an entry named %s with ZIP_UNSAFE_PATH naming it', async (hostile, harmless) => {
    const zip = await buildZip(simpleTemplate([{ name: harmless, data: 'x' }]), { names: { [harmless]: hostile } });
    expect(await refusal(zip)).toEqual({ path: 'file', code: 'ZIP_UNSAFE_PATH', params: { path: hostile } });
  });

  it('refuses a symbolic link', async () => {
    const zip = await buildZip(simpleTemplate([{ name: 'img/logo.png', data: '/etc/passwd', mode: 0o120777 }]));
    expect(await refusal(zip)).toMatchObject({ code: 'ZIP_UNSAFE_PATH', params: { path: 'img/logo.png' } });
  });

  it('refuses more entries than allowed before reading any', async () => {
    const entries = Array.from({ length: 1000 }, (_, i) => ({ name: `f/${i}.txt`, data: '' }));
    expect(await refusal(await buildZip(simpleTemplate(entries)))).toEqual({
      path: 'file',
      code: 'ZIP_TOO_MANY_ENTRIES',
      params: { max: ZIP_RULES.maxEntries },
    });
    const atLimit = Array.from({ length: ZIP_RULES.maxEntries - 1 }, (_, i) => ({ name: `f/${i}.txt`, data: '' }));
    expect((await readZip(await buildZip(simpleTemplate(atLimit)), all)).paths).toHaveLength(ZIP_RULES.maxEntries);
  });

  it('refuses a bomb by what it declares: a small zip of a huge run of zeros', async () => {
    const zip = await buildZip(simpleTemplate([{ name: 'zeros.bin', data: Buffer.alloc(ZIP_RULES.maxUnpackedBytes + 1) }]));
    expect(zip.length).toBeLessThan(100 * 1024);
    expect(await refusal(zip)).toEqual({ path: 'file', code: 'ZIP_UNPACKED_TOO_LARGE', params: { max: ZIP_RULES.maxUnpackedLabel } });
  });

  it('refuses one entry that grows more than the allowed ratio, though the total is within bounds', async () => {
    const zip = await buildZip(simpleTemplate([{ name: 'zeros.bin', data: Buffer.alloc(2 * 1024 * 1024) }]));
    expect(await refusal(zip)).toMatchObject({ code: 'ZIP_UNPACKED_TOO_LARGE' });
  });

  it('refuses many entries that together unpack past the bound', async () => {
    const noise = randomBytes(9 * 1024 * 1024);
    const entries = Array.from({ length: 3 }, (_, i) => ({ name: `big/${i}.bin`, data: noise, compress: false }));
    // Stored, not deflated: 27 MB in a zip this size is not a bomb, just too much.
    expect(await refusal(await buildZip(simpleTemplate(entries)))).toMatchObject({ code: 'ZIP_UNPACKED_TOO_LARGE' });
  });

  it('stops reading an entry that inflates past what it declared (a lying header)', async () => {
    const html = `<html><body>${' '.repeat(50_000)}</body></html>`;
    const zip = await buildZip([{ name: 'index.html', data: html }], { declare: { 'index.html': 100 } });
    expect(await refusal(zip)).toMatchObject({ code: 'ZIP_UNPACKED_TOO_LARGE' });
    const short = await buildZip([{ name: 'index.html', data: html }], { declare: { 'index.html': html.length + 10 } });
    expect(await refusal(short)).toMatchObject({ code: 'ZIP_INVALID' });
  });

  it('refuses what is no zip, or a damaged one, as ZIP_INVALID', async () => {
    const good = await buildZip(simpleTemplate());
    for (const bad of [
      Buffer.from('not a zip at all'),
      Buffer.alloc(0),
      good.subarray(0, good.length - 10),
      Buffer.concat([good.subarray(0, 30), Buffer.alloc(200), good.subarray(230)]),
    ])
      expect(await refusal(bad)).toMatchObject({ code: 'ZIP_INVALID' });
  });

  it('property: a zip is refused exactly when one of its names is unsafe', async () => {
    const segment = fc.constantFrom('..', 'a', 'b.png', 'Q', '.');
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(segment, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 4 }), async (names) => {
        const hostile = names.map((segments) => segments.join('/'));
        // Written under a name of the same length with every '..' as 'QQ', then patched back.
        const harmless = hostile.map((name, i) => `${i}${name.replace(/\.\./g, 'QQ')}`);
        const forged = Object.fromEntries(harmless.map((h, i) => [h, `${i}${hostile[i]}`]));
        const zip = await buildZip(
          harmless.map((name) => ({ name, data: 'x' })),
          { names: forged },
        );
        const unsafe = Object.values(forged).some((name) => unsafeEntryPath(name));
        const outcome = await readZip(zip, all).then(
          () => 'read',
          (error: { params?: { errors?: { code: string }[] } }) => error.params?.errors?.[0]?.code,
        );
        expect(outcome).toBe(unsafe ? 'ZIP_UNSAFE_PATH' : 'read');
      }),
      { numRuns: 60 },
    );
  });
});
