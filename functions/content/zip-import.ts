import juice from 'juice';
import { parse, type HTMLElement } from 'node-html-parser';
import type { ZipImportResult } from '@shared/schemas/content';
import type { UploadedFile } from '@shared/schemas/files';
import { TEMPLATE_RULES } from '@shared/rules/templates';
import { ZIP_WARNINGS, type ZipWarningCode } from '@shared/rules/zip-import';
import type { Principal } from '@functions/platform/http';
import { sanitiseMailingHtml } from '@functions/mailings/sanitize';
import { checkedImage, imagesService, type CheckedImage } from '@functions/images/service';
import { textFromHtml } from './compile';
import { readZip, resolveZipPath, zipRefusal } from './zip-rules';

/**
 * Issue 16, zip import (POST /content/import-zip): a zip with index.html at its root, its CSS and
 * its images becomes HTML ready for a template or a mailing. Linked stylesheets and <style> blocks
 * are inlined by juice (from the zip only: nothing is fetched), the images it references go to the
 * image library with their references rewritten to the library's addresses, and the result is
 * sanitised as every mailing is. Every image is checked before the first is stored: a bad one
 * refuses the whole import naming its entry, so a refused import leaves nothing behind. Nothing is
 * saved as a template here; the editor puts the answer where the user wants it.
 */

const WANTED = /\.(html?|css|jpe?g|png|gif|webp|svg|bmp|tiff?|ico)$/i;
const UPLOADS_AT_ONCE = 8;
const URL_IN_CSS = /url\(\s*(['"]?)([^'")]*?)\1\s*\)/gi;

type Warning = ZipImportResult['warnings'][number];
const warn = (warnings: Warning[], code: ZipWarningCode, params: Record<string, string>) => {
  if (warnings.length < ZIP_WARNINGS.max && !warnings.some((w) => w.code === code && JSON.stringify(w.params) === JSON.stringify(params)))
    warnings.push({ code, params });
};

/** A reference into the zip (relative or root-relative), or undefined for an address elsewhere (http:, data:, cid:, //host, #, merge fields). */
function zipReference(ref: string): string | undefined {
  const value = ref.trim();
  if (!value || value.startsWith('#') || value.startsWith('//') || value.includes('{{') || /^[a-z][a-z0-9+.-]*:/i.test(value))
    return undefined;
  return value;
}

const folderOf = (path: string) => (path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '');

/** The zip's file a path names, matched without case when no exact match (templates made on Windows or macOS). */
function finder(files: Map<string, Buffer>) {
  const lower = new Map([...files.keys()].map((path) => [path.toLowerCase(), path]));
  return (path: string | undefined) => (path === undefined ? undefined : files.has(path) ? path : lower.get(path.toLowerCase()));
}

/** A stylesheet's url()s rewritten from its own folder to the zip's root, so that once inlined into index.html they still resolve. */
const rebasedCss = (css: string, folder: string) =>
  css.replace(URL_IN_CSS, (whole, _quote: string, ref: string) => {
    const inZip = zipReference(ref);
    const path = inZip && resolveZipPath(folder, inZip);
    return inZip ? (path ? `url("${path}")` : 'url("")') : whole;
  });

/** Linked stylesheets taken out of the document and returned as CSS; remote or missing ones are warned about. */
function takeStylesheets(root: HTMLElement, find: ReturnType<typeof finder>, files: Map<string, Buffer>, warnings: Warning[]): string {
  const css: string[] = [];
  for (const link of root.querySelectorAll('link')) {
    if (!/\bstylesheet\b/i.test(link.getAttribute('rel') ?? '')) continue;
    const href = link.getAttribute('href') ?? '';
    link.remove();
    const ref = zipReference(href);
    if (!ref) {
      warn(warnings, 'ZIP_STYLESHEET_REMOTE', { href: href.slice(0, 200) });
      continue;
    }
    const path = find(resolveZipPath('', ref));
    if (!path) warn(warnings, 'ZIP_FILE_MISSING', { path: ref.slice(0, 200) });
    else css.push(rebasedCss(files.get(path)!.toString('utf8'), folderOf(path)));
  }
  for (const style of root.querySelectorAll('style')) style.set_content(rebasedCss(style.textContent, ''));
  return css.join('\n');
}

/** Every place an image is referenced after inlining: img src, background attributes, url() in style attributes and blocks. */
function imageReferences(root: HTMLElement): { ref: string; rewrite: (url: string) => void }[] {
  const found: { ref: string; rewrite: (url: string) => void }[] = [];
  for (const el of root.querySelectorAll('img[src], [background]'))
    for (const attr of ['src', 'background'] as const) {
      const value = el.getAttribute(attr);
      if (value !== undefined) found.push({ ref: value, rewrite: (url) => el.setAttribute(attr, url) });
    }
  const inCss = (get: () => string, set: (css: string) => void) => {
    for (const match of get().matchAll(URL_IN_CSS)) {
      const ref = match[2]!;
      found.push({ ref, rewrite: (url) => set(get().split(match[0]).join(`url('${url}')`)) });
    }
  };
  for (const el of root.querySelectorAll('[style]'))
    inCss(
      () => el.getAttribute('style') ?? '',
      (css) => el.setAttribute('style', css),
    );
  for (const style of root.querySelectorAll('style'))
    inCss(
      () => style.textContent,
      (css) => style.set_content(css),
    );
  return found;
}

const baseName = (path: string) => path.split('/').pop() ?? path;

function importName(root: HTMLElement, fileName: string): string {
  const title = (root.querySelector('title')?.textContent ?? '').replace(/\s+/g, ' ').trim();
  const fromFile = baseName(fileName)
    .replace(/\.zip$/i, '')
    .trim();
  const name = [title, fromFile].find((n) => n.length >= TEMPLATE_RULES.nameMin) ?? 'Import';
  return name.slice(0, TEMPLATE_RULES.nameMax);
}

export async function importZip(principal: Principal, file: UploadedFile): Promise<ZipImportResult> {
  const { paths, files } = await readZip(file.data, (path) => WANTED.test(path));
  const index = paths.find((path) => path.toLowerCase() === 'index.html');
  if (!index) throw zipRefusal('ZIP_NO_INDEX');
  const find = finder(files);
  const warnings: Warning[] = [];

  const source = parse(
    files
      .get(index)!
      .toString('utf8')
      .replace(/^\uFEFF/, ''),
    { comment: false },
  );
  const name = importName(source, file.name);
  // Scripts go before anything reads the document: the sanitiser would drop them anyway, but their src is no image.
  const scripts = source.querySelectorAll('script');
  for (const script of scripts) script.remove();
  const css = takeStylesheets(source, find, files, warnings);
  // juice applies the <style> blocks and the stylesheets' CSS to the elements; media queries stay in a <style> block.
  const inlined = parse(juice(source.toString(), { extraCss: css, preserveMediaQueries: true, removeStyleTags: true }), { comment: false });

  // Every image is checked before any is stored.
  const references = imageReferences(inlined);
  const images = new Map<string, CheckedImage>();
  for (const { ref } of references) {
    const inZip = zipReference(ref);
    if (!inZip) continue;
    const path = find(resolveZipPath('', inZip));
    if (!path) {
      warn(warnings, 'ZIP_FILE_MISSING', { path: inZip.slice(0, 200) });
      continue;
    }
    if (images.has(path)) continue;
    const checked = checkedImage({ name: baseName(path), data: files.get(path)! });
    if (!checked.ok) throw zipRefusal(checked.code, { ...checked.params, path: path.slice(0, 200) });
    images.set(path, checked);
  }
  const stored = new Map<string, { id: string; name: string; url: string }>();
  // A few at a time: a zip may hold up to ZIP_RULES.maxEntries images, and the API answers within 29 s.
  const queue = [...images];
  for (let at = 0; at < queue.length; at += UPLOADS_AT_ONCE) {
    const batch = queue.slice(at, at + UPLOADS_AT_ONCE);
    const assets = await Promise.all(batch.map(([, image]) => imagesService.store(principal, image)));
    batch.forEach(([path], i) => stored.set(path, { id: assets[i]!.id, name: assets[i]!.name, url: assets[i]!.url }));
  }
  for (const { ref, rewrite } of references) {
    const inZip = zipReference(ref);
    const image = inZip && stored.get(find(resolveZipPath('', inZip)) ?? '');
    if (image) rewrite(image.url);
  }

  const sanitised = sanitiseMailingHtml(inlined.toString());
  const removed = [...new Set([...(scripts.length ? ['script'] : []), ...sanitised.removed])].sort();
  if (removed.length) warn(warnings, 'ZIP_CONTENT_REMOVED', { removed: removed.join(', ') });
  return { name, html: sanitised.html, text: textFromHtml(sanitised.html), images: [...stored.values()], warnings };
}
