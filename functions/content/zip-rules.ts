import yauzl, { type Entry, type ZipFile } from 'yauzl';
import type { ErrorCode } from '@shared/errors';
import { ZIP_RULES } from '@shared/rules/templates';
import { ValidationError } from '@functions/platform/errors';

/**
 * Issue 16: a zip is read in memory (never written to disk) and checked whole before anything of
 * it is used: every entry's name, the number of entries, what they declare they unpack to, and
 * what they actually unpack to while being read. Each refusal is 400 VALIDATION_FAILED on `file`
 * with the spec's code, so the import loses nothing and leaves nothing half-written.
 */

export const zipRefusal = (code: ErrorCode, params?: Record<string, string | number>) => ValidationError.field('file', code, params);

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

/**
 * Why an entry's name is unsafe, or undefined for a safe one: a `..` segment, an absolute path, a
 * drive letter or any other colon, a backslash (Windows reads it as a separator: `a\..\..\x`), a NUL or other control
 * character, or nothing at all. The zip is never unpacked onto a disk here, but its names decide
 * which file an HTML reference reads, and a zip that carries such names is not a template.
 */
export function unsafeEntryPath(name: string): string | undefined {
  if (name.length === 0) return 'empty';
  if (name.includes('\\')) return 'backslash';
  if (/\p{Cc}/u.test(name)) return 'control';
  if (name.startsWith('/')) return 'absolute';
  // A drive letter, also after `./` (`./C:/x`), or an NTFS stream (`a.png:hidden`): no file name has a colon.
  if (name.includes(':')) return /^[A-Za-z]:/.test(name) ? 'drive' : 'colon';
  if (name.split('/').some((segment) => segment === '..')) return 'parent';
  return undefined;
}

/** A Unix symbolic link (the high half of the external attributes is the file's mode). */
export const isSymlink = (entry: Pick<Entry, 'externalFileAttributes'>): boolean =>
  ((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK;

/** macOS's Archive Utility adds these beside every file: resource forks and Finder data, never content. */
export const isIgnored = (path: string): boolean =>
  path.startsWith('__MACOSX/') || path.split('/').pop() === '.DS_Store' || path.endsWith('/');

/** The path a safe name stands for: `./` and empty segments dropped (`a//./b` is `a/b`). */
export const normalisedPath = (name: string): string =>
  name
    .split('/')
    .filter((segment) => segment !== '' && segment !== '.')
    .join('/');

/** The zip path `ref` names from a file in `base` (a folder, '' for the root), or undefined when it leaves the zip. */
export function resolveZipPath(base: string, ref: string): string | undefined {
  let path = ref.replace(/[?#].*$/, '');
  try {
    path = decodeURIComponent(path);
  } catch {
    // A stray % is taken as written.
  }
  const segments = path.startsWith('/') ? [] : base.split('/').filter(Boolean);
  for (const segment of path.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (segments.length === 0) return undefined;
      segments.pop();
    } else segments.push(segment);
  }
  return segments.join('/') || undefined;
}

/** The most one entry may declare: ZIP_RULES.maxRatio times what it takes in the zip, anything up to 100 KB always. */
const RATIO_FLOOR_BYTES = 1024;
const ratioTooHigh = (entry: Entry) => entry.uncompressedSize > ZIP_RULES.maxRatio * Math.max(entry.compressedSize, RATIO_FLOOR_BYTES);

const unpackedTooLarge = () => zipRefusal('ZIP_UNPACKED_TOO_LARGE', { max: ZIP_RULES.maxUnpackedLabel });

export interface ZipContents {
  /** Every file's normalised path (directories and macOS's extras left out). */
  paths: string[];
  /** The bytes of the files `wanted` asked for, by normalised path. */
  files: Map<string, Buffer>;
}

async function open(data: Uint8Array): Promise<ZipFile> {
  try {
    // Names are decoded here (decodeStrings: false) so that yauzl's own checks, which replace
    // backslashes and stop on the first bad name with an untyped error, do not stand in for ours.
    return await yauzl.fromBufferPromise(Buffer.from(data.buffer, data.byteOffset, data.length), {
      lazyEntries: true,
      autoClose: false,
      decodeStrings: false,
      validateEntrySizes: true,
    });
  } catch {
    throw zipRefusal('ZIP_INVALID');
  }
}

/** Reads one entry, stopping the moment the whole zip's running total passes its bound. */
async function readEntry(zip: ZipFile, entry: Entry, total: { bytes: number }): Promise<Buffer> {
  const stream = await zip.openReadStreamPromise(entry);
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      total.bytes += chunk.length;
      if (total.bytes > ZIP_RULES.maxUnpackedBytes) throw unpackedTooLarge();
      chunks.push(chunk);
    }
  } finally {
    stream.destroy();
  }
  return Buffer.concat(chunks);
}

/**
 * The zip's files, after every check passed. The central directory is read whole first (names,
 * links, count, declared sizes and ratios); then only the files `wanted` names are inflated, each
 * checked against its declared size by yauzl (validateEntrySizes: a lying header is found while
 * reading) and against the running total by us.
 */
export async function readZip(data: Uint8Array, wanted: (path: string) => boolean): Promise<ZipContents> {
  const zip = await open(data);
  try {
    if (zip.entryCount > ZIP_RULES.maxEntries) throw zipRefusal('ZIP_TOO_MANY_ENTRIES', { max: ZIP_RULES.maxEntries });
    const entries: { path: string; entry: Entry }[] = [];
    let declared = 0;
    let seen = 0;
    try {
      for await (const entry of zip.eachEntry()) {
        const name = yauzl.getFileNameLowLevel(entry.generalPurposeBitFlag, entry.fileNameRaw, entry.extraFields, true);
        if (unsafeEntryPath(name) || isSymlink(entry)) throw zipRefusal('ZIP_UNSAFE_PATH', { path: name.slice(0, 200) });
        if (++seen > ZIP_RULES.maxEntries) throw zipRefusal('ZIP_TOO_MANY_ENTRIES', { max: ZIP_RULES.maxEntries });
        declared += entry.uncompressedSize;
        if (declared > ZIP_RULES.maxUnpackedBytes || ratioTooHigh(entry)) throw unpackedTooLarge();
        if (!isIgnored(name)) entries.push({ path: normalisedPath(name), entry });
      }
    } catch (error) {
      if (error instanceof ValidationError) throw error;
      throw zipRefusal('ZIP_INVALID');
    }
    const files = new Map<string, Buffer>();
    const total = { bytes: 0 };
    for (const { path, entry } of entries) {
      if (!wanted(path) || files.has(path)) continue;
      try {
        files.set(path, await readEntry(zip, entry, total));
      } catch (error) {
        if (error instanceof ValidationError) throw error;
        // yauzl's size check: an entry that inflates past what it declared is a bomb in disguise.
        if (/too many bytes/.test((error as Error).message)) throw unpackedTooLarge();
        throw zipRefusal('ZIP_INVALID');
      }
    }
    return { paths: entries.map((e) => e.path), files };
  } finally {
    zip.close();
  }
}
