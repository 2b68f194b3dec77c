import { useMemo, useRef, useState } from 'react';
import type { ContactRule, ImportDelimiter, ImportEncoding, ImportFileCheck, ImportJob } from '@shared/schemas/imports';
import { textProblem, toSafeName } from '@shared/rules/text';
import { api } from '@web/api';
import { putPresigned } from '@web/api/presigned-upload';
import { DEFAULT_SETTINGS, type ImportSettings } from '../common/settings';
import { PREVIEW_BYTES, previewFromBytes } from './csv-preview';
import { fileProblem } from './file-check';
import {
  autoMap,
  fitTargets,
  headerRow,
  mappingFromTargets,
  mappingProblems,
  mergeTargets,
  targetsFromMapping,
  type ColumnTargets,
} from './mapping';

type MappableProperty = Parameters<typeof autoMap>[1][number];

export type UploadPhase = 'idle' | 'uploading' | 'checking' | 'failed';

export interface UploadState {
  phase: UploadPhase;
  loaded: number;
  total: number;
  error: unknown;
}

interface Checked {
  /** The file this check belongs to: choosing another means uploading again. */
  file: File;
  check: ImportFileCheck;
  /** The file's first 64 KB, to preview it again with another encoding or separator. */
  sample: Uint8Array;
}

/** The API's file name rules (nameField: 1–255 characters, none of < > /, no control or invisible-only names). */
const safeFileName = (name: string) => {
  const whole = toSafeName(name).trim();
  // 255 UTF-16 units, never half an emoji.
  const safe = whole.length > 255 ? whole.slice(0, /[\uD800-\uDBFF]/.test(whole[254]!) ? 254 : 255) : whole;
  return textProblem(safe, 'name') === null && safe !== '' ? safe : 'import.csv';
};

/**
 * The file import wizard's state: the chosen file, its upload (presigned PUT with progress) and
 * check, the user's encoding, separator and header choices with a preview that follows them, the
 * mapping (guessed from the header, checked live by the shared rule), and the import's settings.
 */
export function useFileImport(
  properties: readonly MappableProperty[],
  propertyIds: ReadonlySet<string>,
  labels: ReadonlyMap<string, string>,
) {
  const [file, setFile] = useState<File | null>(null);
  const [upload, setUpload] = useState<UploadState>({ phase: 'idle', loaded: 0, total: 0, error: null });
  const [checked, setChecked] = useState<Checked | null>(null);
  const [encoding, setEncoding] = useState<ImportEncoding | null>(null);
  const [delimiter, setDelimiter] = useState<ImportDelimiter | null>(null);
  const [hasHeader, setHasHeaderState] = useState(true);
  const [targets, setTargets] = useState<(string | null)[]>([]);
  const [contactRule, setContactRule] = useState<ContactRule>('email');
  const [settings, setSettings] = useState<ImportSettings>(DEFAULT_SETTINGS);
  const uploadAbort = useRef<AbortController | null>(null);

  const check = checked?.check ?? null;
  const fileError = file ? fileProblem(file) : null;

  /** The preview as the server read it, or read again here when the user chose otherwise. */
  const preview = useMemo(() => {
    if (!checked || !encoding || !delimiter) return { rows: checked?.check.preview ?? [], columnCount: checked?.check.columnCount ?? 0 };
    const { check: c, sample } = checked;
    if (encoding === c.encoding && delimiter === c.delimiter) return { rows: c.preview, columnCount: c.columnCount };
    return previewFromBytes(sample, encoding, delimiter, sample.length >= c.size);
  }, [checked, encoding, delimiter]);

  const columns = fitTargets(targets, preview.columnCount);
  const problems = mappingProblems(columns, { contactRule, propertyIds });
  const mappingValid = problems.general.length === 0 && problems.byColumn.size === 0;

  const guess = (rows: readonly (readonly string[])[], header: boolean, columnCount: number, serverGuess: ColumnTargets = []) =>
    mergeTargets(fitTargets(serverGuess, columnCount), autoMap(headerRow(rows, header), properties, labels, columnCount));

  function chooseFile(next: File | null) {
    uploadAbort.current?.abort();
    setFile(next);
    setUpload({ phase: 'idle', loaded: 0, total: next?.size ?? 0, error: null });
  }

  /** Uploads the chosen file (unless this very file was checked already) and checks it. True when there is a check to go on with. */
  async function uploadAndCheck(): Promise<boolean> {
    if (!file || fileError) return false;
    if (checked?.file === file) return true;
    const controller = new AbortController();
    uploadAbort.current = controller;
    const { signal } = controller;
    setUpload({ phase: 'uploading', loaded: 0, total: file.size, error: null });
    try {
      const target = await api('imports.upload', { body: { fileName: safeFileName(file.name), size: file.size }, signal });
      await putPresigned(target.url, file, {
        headers: target.headers,
        signal,
        onProgress: ({ loaded, total }) => setUpload((u) => (u.phase === 'uploading' ? { ...u, loaded, total } : u)),
      });
      setUpload((u) => ({ ...u, phase: 'checking', loaded: file.size }));
      const [result, sample] = await Promise.all([
        api('imports.validate', { body: { fileId: target.fileId }, signal }),
        file
          .slice(0, PREVIEW_BYTES)
          .arrayBuffer()
          .then((b) => new Uint8Array(b)),
      ]);
      setChecked({ file, check: result, sample });
      setEncoding(result.encoding);
      setDelimiter(result.delimiter);
      setHasHeaderState(result.hasHeader);
      setTargets(
        guess(
          result.preview,
          result.hasHeader,
          result.columnCount,
          targetsFromMapping(result.suggestedMapping, result.columnCount).targets,
        ),
      );
      setUpload((u) => ({ ...u, phase: 'idle' }));
      return true;
    } catch (error) {
      if (signal.aborted) {
        setUpload({ phase: 'idle', loaded: 0, total: file.size, error: null });
        return false;
      }
      setUpload((u) => ({ ...u, phase: 'failed', error }));
      return false;
    } finally {
      if (uploadAbort.current === controller) uploadAbort.current = null;
    }
  }

  /** Whether the file can be read as chosen: an encoding and a separator, and at least one column. */
  const readable = Boolean(check && encoding && delimiter && preview.columnCount > 0 && preview.rows.length > 0);

  async function start(): Promise<ImportJob> {
    if (!check || !encoding || !delimiter) throw new Error('no checked file');
    return api('imports.start', {
      body: { fileId: check.fileId, mapping: mappingFromTargets(columns), hasHeader, contactRule, encoding, delimiter, ...settings },
    });
  }

  return {
    file,
    fileError,
    upload,
    check,
    encoding,
    delimiter,
    hasHeader,
    preview,
    columns,
    problems,
    mappingValid,
    readable,
    contactRule,
    settings,
    chooseFile,
    uploadAndCheck,
    cancelUpload: () => uploadAbort.current?.abort(),
    setEncoding,
    setDelimiter,
    setHasHeader(next: boolean) {
      setHasHeaderState(next);
      // With no column chosen yet, a header that appears is a reason to guess again.
      if (next && columns.every((c) => c === null)) setTargets(guess(preview.rows, true, preview.columnCount));
    },
    setTarget(column: number, field: string | null) {
      setTargets(columns.map((f, i) => (i === column ? field : f)));
    },
    /** Guesses every column again from the header row. */
    autoMapAgain() {
      setTargets(guess(preview.rows, hasHeader, preview.columnCount));
    },
    /** A saved schema's mapping and header setting; answers how many of its columns this file does not have. */
    applySchema(schema: { mapping: Parameters<typeof targetsFromMapping>[0]; hasHeader: boolean }): number {
      const { targets: next, dropped } = targetsFromMapping(schema.mapping, preview.columnCount);
      setTargets(next);
      setHasHeaderState(schema.hasHeader);
      return dropped;
    },
    setContactRule,
    setSettings,
    start,
    /** Everything back to an empty wizard. */
    reset() {
      uploadAbort.current?.abort();
      setFile(null);
      setChecked(null);
      setEncoding(null);
      setDelimiter(null);
      setTargets([]);
      setContactRule('email');
      setSettings(DEFAULT_SETTINGS);
      setUpload({ phase: 'idle', loaded: 0, total: 0, error: null });
    },
  };
}
export type FileImport = ReturnType<typeof useFileImport>;
