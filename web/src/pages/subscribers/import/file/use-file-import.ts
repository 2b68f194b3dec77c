import { useRef, useState } from 'react';
import type {
  ContactRule,
  ImportDateFormat,
  ImportDelimiter,
  ImportEncoding,
  ImportFileCheck,
  ImportJob,
  StartImportBody,
} from '@shared/schemas/imports';
import type { Property } from '@shared/schemas/properties';
import { textProblem, toSafeName } from '@shared/rules/text';
import { api } from '@web/api';
import { putPresigned } from '@web/api/presigned-upload';
import { DEFAULT_SETTINGS, type ImportSettings } from '../common/settings';
import { fileProblem } from './file-check';
import { fitTargets, mappingProblems, targetsFromMapping } from './mapping';
import { importColumns, suggestedTargets, type ColumnDateFormats } from './new-properties';

export type UploadPhase = 'idle' | 'uploading' | 'checking' | 'failed';

export interface UploadState {
  phase: UploadPhase;
  loaded: number;
  total: number;
  error: unknown;
}

/** What the user changed of validation's findings: sent back with every new check. */
interface Overrides {
  encoding?: ImportEncoding;
  delimiter?: ImportDelimiter;
  hasHeader?: boolean;
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
 * check, the user's encoding, separator and header choices (each sent back to the server, whose
 * answer brings the preview, the mapping suggestion and the columns' date formats), the mapping
 * (checked live by the shared rule), the new properties and date formats, and the import's settings.
 */
export function useFileImport(properties: readonly Property[], propertyIds: ReadonlySet<string>) {
  const [file, setFile] = useState<File | null>(null);
  const [upload, setUpload] = useState<UploadState>({ phase: 'idle', loaded: 0, total: 0, error: null });
  /** The first check of this file (what was detected) and the latest (with the user's overrides). */
  const [detected, setDetected] = useState<{ file: File; check: ImportFileCheck } | null>(null);
  const [check, setCheck] = useState<ImportFileCheck | null>(null);
  const [overrides, setOverrides] = useState<Overrides>({});
  const [recheck, setRecheck] = useState<{ busy: boolean; error: unknown }>({ busy: false, error: null });
  const [targets, setTargets] = useState<(string | null)[]>([]);
  const [dateFormats, setDateFormats] = useState<(ImportDateFormat | null)[]>([]);
  const [contactRule, setContactRule] = useState<ContactRule>('email');
  const [settings, setSettings] = useState<ImportSettings>(DEFAULT_SETTINGS);
  const uploadAbort = useRef<AbortController | null>(null);
  /** Only the answer to the latest re-check counts (the user may change two things quickly). */
  const recheckSeq = useRef(0);

  const fileError = file ? fileProblem(file) : null;
  const preview = { rows: check?.preview ?? [], columnCount: check?.columnCount ?? 0 };
  const encoding = check?.encoding ?? null;
  const delimiter = check?.delimiter ?? null;
  const hasHeader = check?.hasHeader ?? true;
  const columns = fitTargets(targets, preview.columnCount);
  const formats: ColumnDateFormats = Array.from({ length: preview.columnCount }, (_, i) => dateFormats[i] ?? null);
  const problems = mappingProblems(columns, { contactRule, propertyIds });
  const mappingValid = problems.general.length === 0 && problems.byColumn.size === 0;
  const isDateField = (field: string) => properties.some((p) => p.id === field && p.type === 'date');

  /** A check's suggestion becomes the mapping, and its detected date formats the columns' formats. */
  const adopt = (next: ImportFileCheck) => {
    setCheck(next);
    setTargets(suggestedTargets(next));
    setDateFormats([...next.dateFormats]);
  };

  function chooseFile(next: File | null) {
    uploadAbort.current?.abort();
    setFile(next);
    setUpload({ phase: 'idle', loaded: 0, total: next?.size ?? 0, error: null });
  }

  /** Uploads the chosen file (unless this very file was checked already) and checks it. True when there is a check to go on with. */
  async function uploadAndCheck(): Promise<boolean> {
    if (!file || fileError) return false;
    if (detected?.file === file) return true;
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
      const result = await api('imports.validate', { body: { fileId: target.fileId }, signal });
      setDetected({ file, check: result });
      setOverrides({});
      setRecheck({ busy: false, error: null });
      adopt(result);
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

  /**
   * Asks the server again with the user's overrides: its preview, suggestion and date formats follow
   * them. `keepTargets` (a schema just loaded) keeps the mapping the user has.
   */
  async function override(change: Overrides, keepTargets = false) {
    if (!detected) return;
    const next = { ...overrides, ...change };
    setOverrides(next);
    const seq = ++recheckSeq.current;
    setRecheck({ busy: true, error: null });
    try {
      const result = await api('imports.validate', { body: { fileId: detected.check.fileId, ...next } });
      if (seq !== recheckSeq.current) return;
      if (keepTargets) {
        setCheck(result);
        setDateFormats([...result.dateFormats]);
      } else adopt(result);
      setRecheck({ busy: false, error: null });
    } catch (error) {
      if (seq === recheckSeq.current) setRecheck({ busy: false, error });
    }
  }

  /** Whether the file can be read as chosen: an encoding and a separator, and at least one column. */
  const readable = Boolean(check && encoding && delimiter && preview.columnCount > 0 && preview.rows.length > 0 && !recheck.busy);

  /** The start's body (the sample check sends the same). */
  function body(): StartImportBody {
    if (!check || !encoding || !delimiter) throw new Error('no checked file');
    const chosen = importColumns(columns, { suggested: check.suggestedNewProperties, dateFormats: formats, isDateField });
    return { fileId: check.fileId, ...chosen, hasHeader, contactRule, encoding, delimiter, ...settings };
  }

  async function start(): Promise<ImportJob> {
    return api('imports.start', { body: body() });
  }

  return {
    file,
    fileError,
    upload,
    /** What validation found before any override (the "detected" hints). */
    detected: detected?.check ?? null,
    check,
    recheck,
    encoding,
    delimiter,
    hasHeader,
    preview,
    columns,
    dateFormats: formats,
    /** Properties the server suggests creating, by column. */
    suggestedNewProperties: check?.suggestedNewProperties ?? [],
    problems,
    mappingValid,
    readable,
    contactRule,
    settings,
    isDateField,
    chooseFile,
    uploadAndCheck,
    cancelUpload: () => uploadAbort.current?.abort(),
    setEncoding: (next: ImportEncoding) => void override({ encoding: next }),
    setDelimiter: (next: ImportDelimiter) => void override({ delimiter: next }),
    setHasHeader: (next: boolean) => void override({ hasHeader: next }),
    setTarget(column: number, field: string | null) {
      setTargets(columns.map((f, i) => (i === column ? field : f)));
    },
    setDateFormat(column: number, format: ImportDateFormat | null) {
      setDateFormats(formats.map((f, i) => (i === column ? format : f)));
    },
    /** The server's suggestion again, for every column. */
    restoreSuggestion() {
      if (check) adopt(check);
    },
    /** A saved schema's mapping and header setting; answers how many of its columns this file does not have. */
    applySchema(schema: { mapping: Parameters<typeof targetsFromMapping>[0]; hasHeader: boolean }): number {
      const { targets: next, dropped } = targetsFromMapping(schema.mapping, preview.columnCount);
      setTargets(next);
      if (schema.hasHeader !== hasHeader) void override({ hasHeader: schema.hasHeader }, true);
      return dropped;
    },
    setContactRule,
    setSettings,
    body,
    start,
    /** Everything back to an empty wizard. */
    reset() {
      uploadAbort.current?.abort();
      recheckSeq.current++;
      setFile(null);
      setDetected(null);
      setCheck(null);
      setOverrides({});
      setRecheck({ busy: false, error: null });
      setTargets([]);
      setDateFormats([]);
      setContactRule('email');
      setSettings(DEFAULT_SETTINGS);
      setUpload({ phase: 'idle', loaded: 0, total: 0, error: null });
    },
  };
}
export type FileImport = ReturnType<typeof useFileImport>;
