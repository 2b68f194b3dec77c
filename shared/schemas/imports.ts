import { z } from 'zod';
import { EMAIL_TYPES, SUBSCRIBER_STATUS } from '../constants';
import { contentField, keyField, nameField } from '../validation';
import { SubscriberStatus } from './subscriber';
import { JobProgress } from './jobs';

/**
 * Imports (spec: /import with file and manual, PERM_AIMPORT; sections 3, 4, 5 and 9). A file goes
 * straight to S3 by a presigned URL, is checked (POST /files/validate-import), then imported in the
 * background with a mapping of columns to fields and one of the six overwrite modes.
 */

/** Spec sections 5 and 9: an import file is at most 256 MB. */
export const IMPORT_MAX_BYTES = 256 * 1024 * 1024;
/** Spec section 9: at most 10 import schemas. */
export const IMPORT_SCHEMAS_MAX = 10;
/** Spec section 5: past this many pasted lines the user is told to use file import. */
export const MANUAL_IMPORT_MAX_LINES = 1000;
/** Columns a file may have (a mapping names at most this many). */
export const IMPORT_MAX_COLUMNS = 200;

export const IMPORT_ENCODINGS = ['utf-8', 'windows-1250'] as const;
export type ImportEncoding = (typeof IMPORT_ENCODINGS)[number];
export const IMPORT_DELIMITERS = [',', ';'] as const;
export type ImportDelimiter = (typeof IMPORT_DELIMITERS)[number];

/** Base fields a column can fill; any other target is a property id. */
export const IMPORT_BASE_FIELDS = ['email', 'gsm', 'name', 'emailType', 'comment', 'status'] as const;
export type ImportBaseField = (typeof IMPORT_BASE_FIELDS)[number];

/**
 * Spec section 4, what an import does to a subscriber that already exists:
 * 0 do not import, 1 change only status, 2 overwrite imported data only, 3 overwrite all data and
 * clear history, 4 overwrite imported data and change type, 5 overwrite all data and clear all
 * features. functions/imports/overwrite.ts is the one place that says what each means.
 */
export const OVERWRITE_MODES = [0, 1, 2, 3, 4, 5] as const;
export type OverwriteMode = (typeof OVERWRITE_MODES)[number];

/** Spec section 5: an e-mail field, or an e-mail or GSM field, must be mapped ("per the setting"). */
export const CONTACT_RULES = ['email', 'emailOrGsm'] as const;
export type ContactRule = (typeof CONTACT_RULES)[number];

/**
 * Date formats an import recognises in a column (issue 14: exports of other tools). Validation says
 * which one each column's sample fits (`ImportFileCheck.dateFormats`); a mapping entry to a date
 * property may name one, else the detected one is used. A date is stored as YYYY-MM-DD; a date
 * without a year (a birthday exported as MM/DD) as --MM-DD, ISO 8601's form without a year, which
 * anniversary, day and month conditions read. ISO_DATETIME is YYYY-MM-DD followed by a time
 * (`T` or a space, seconds and zone optional); its date part is kept.
 */
export const IMPORT_DATE_FORMATS = [
  'YYYY-MM-DD',
  'ISO_DATETIME',
  'DD.MM.YYYY',
  'DD-MM-YYYY',
  'DD/MM/YYYY',
  'MM/DD/YYYY',
  'DD.MM',
  'DD/MM',
  'MM/DD',
] as const;
export type ImportDateFormat = (typeof IMPORT_DATE_FORMATS)[number];

const columnIndex = () =>
  z
    .number()
    .int()
    .min(0)
    .max(IMPORT_MAX_COLUMNS - 1);

export const ImportMappingEntry = z.strictObject({
  column: columnIndex(),
  field: keyField(),
  /** How the column writes dates (date properties only); absent: the format validation detected. */
  dateFormat: z.enum(IMPORT_DATE_FORMATS).optional(),
});
export type ImportMappingEntry = z.infer<typeof ImportMappingEntry>;
export const ImportMapping = z.array(ImportMappingEntry).max(IMPORT_MAX_COLUMNS);
export type ImportMapping = z.infer<typeof ImportMapping>;

/** Status 9 (forgotten) is never imported. */
const importStatus = () => SubscriberStatus.refine((s) => s !== SUBSCRIBER_STATUS.forgotten, { message: 'SUBSCRIBER_INVALID_STATUS' });

/** Which consent (spec_agr) properties to give, and to whom: new subscribers, updated ones, or both. */
export const ImportConsents = z.strictObject({
  properties: z.array(keyField()).max(50).default([]),
  forNew: z.boolean().default(false),
  forUpdated: z.boolean().default(false),
});

/** What an import does, shared by file and manual imports. */
const importSettings = {
  mode: z.union(OVERWRITE_MODES.map((m) => z.literal(m))),
  /** Status of new subscribers, and of updated ones where the mode sets a status and the row has none. */
  status: importStatus().default(SUBSCRIBER_STATUS.verified),
  /** E-mail type likewise. */
  emailType: z.enum(EMAIL_TYPES).default('normal'),
  consents: ImportConsents.default({ properties: [], forNew: false, forUpdated: false }),
};

/** New properties one import may create. */
export const IMPORT_NEW_PROPERTIES_MAX = 20;

export const ImportOptions = z.strictObject({
  ...importSettings,
  contactRule: z.enum(CONTACT_RULES).default('email'),
  mapping: ImportMapping,
  hasHeader: z.boolean(),
  encoding: z.enum(IMPORT_ENCODINGS),
  delimiter: z.enum(IMPORT_DELIMITERS),
  /** Multilist properties this import created (newProperties): they take the values the file holds. */
  listsGrow: z.array(keyField()).max(IMPORT_NEW_PROPERTIES_MAX).optional(),
});
export type ImportOptions = z.infer<typeof ImportOptions>;

/**
 * Types a property created by an import may have: what columns of other tools' exports hold
 * (Tags → multilist, Member Rating → int, Optin Time → date, Address → string).
 */
export const IMPORT_NEW_PROPERTY_TYPES = ['string', 'int', 'date', 'multilist'] as const;

/**
 * A property the import creates before it runs, for a column no existing property fits (issue 14);
 * a property of that name and type that exists by then is used instead. A multilist created so
 * takes the values the file holds.
 */
export const ImportNewProperty = z.strictObject({
  column: columnIndex(),
  /** Technical name (shared/properties.ts PROPERTY_NAME). */
  name: keyField(),
  displayName: nameField(1, 100),
  type: z.enum(IMPORT_NEW_PROPERTY_TYPES),
  dateFormat: z.enum(IMPORT_DATE_FORMATS).optional(),
});
export type ImportNewProperty = z.infer<typeof ImportNewProperty>;

const fileId = () => z.string().regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, { message: 'IMPORT_FILE_NOT_FOUND' });

/** Asks for a presigned PUT URL; the size is signed into it, so S3 refuses a different body. */
export const ImportUploadBody = z.strictObject({
  fileName: nameField(1, 255),
  size: z.number().int().min(0).max(IMPORT_MAX_BYTES, { message: 'FILE_SIZE_EXCEEDED' }),
});
export const ImportUpload = z.object({
  fileId: z.string(),
  /** PUT the file here with the headers below. */
  url: z.string(),
  headers: z.record(z.string(), z.string()),
  expiresAt: z.string(),
  maxBytes: z.number().int(),
});
export type ImportUpload = z.infer<typeof ImportUpload>;

/** The wizard asks again after the user overrides the encoding, delimiter or header row: the suggestion follows. */
export const ValidateImportBody = z.strictObject({
  fileId: fileId(),
  encoding: z.enum(IMPORT_ENCODINGS).optional(),
  delimiter: z.enum(IMPORT_DELIMITERS).optional(),
  hasHeader: z.boolean().optional(),
});
export type ValidateImportBody = z.infer<typeof ValidateImportBody>;

export const FileProblem = z.object({ code: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])).optional() });
export type FileProblem = z.infer<typeof FileProblem>;

/** POST /files/validate-import: what the first part of the file shows. */
export const ImportFileCheck = z.object({
  fileId: z.string(),
  fileName: z.string(),
  size: z.number().int(),
  /** Null when the file cannot be read as text (see problems). */
  encoding: z.enum(IMPORT_ENCODINGS).nullable(),
  /** A UTF-8 byte order mark opens the file. */
  bom: z.boolean(),
  delimiter: z.enum(IMPORT_DELIMITERS).nullable(),
  columnCount: z.number().int(),
  /** The guess whether row 1 names the columns; the user decides when starting. */
  hasHeader: z.boolean(),
  /** The first rows, decoded (row 1 included). */
  preview: z.array(z.array(z.string())),
  /**
   * Fields guessed from the header's names: the one suggestion, used by the web wizard and the API
   * alike (aliases of other tools' exports, property names, display names and labels in pl and en).
   */
  suggestedMapping: ImportMapping,
  /** Properties to create for header names no property fits but a known export column does (Tags, Member Rating…). */
  suggestedNewProperties: z.array(ImportNewProperty),
  /** Per column: the date format its sampled values fit, or null (not dates, or no sample values). */
  dateFormats: z.array(z.enum(IMPORT_DATE_FORMATS).nullable()),
  /** Empty when the file can be imported. */
  problems: z.array(FileProblem),
});
export type ImportFileCheck = z.infer<typeof ImportFileCheck>;

/** Starts a file import; encoding and delimiter default to what validation detected. */
export const StartImportBody = z.strictObject({
  ...importSettings,
  fileId: fileId(),
  contactRule: z.enum(CONTACT_RULES).default('email'),
  mapping: ImportMapping,
  hasHeader: z.boolean(),
  encoding: z.enum(IMPORT_ENCODINGS).optional(),
  delimiter: z.enum(IMPORT_DELIMITERS).optional(),
  /** Created before the run and mapped to their columns. */
  newProperties: z.array(ImportNewProperty).max(IMPORT_NEW_PROPERTIES_MAX).default([]),
});
export type StartImportBody = z.infer<typeof StartImportBody>;

/** One reason rows were (or would be) rejected, with how many. */
export const ImportRejectReason = z.object({
  code: z.string(),
  /** The field the rejected value was for (a base field or a property id). */
  field: z.string().optional(),
  /** The file column it came from (0-based). */
  column: z.number().int().optional(),
  count: z.number().int(),
  /** One offending value, as the file has it (sample checks only). */
  example: z.string().optional(),
});
export type ImportRejectReason = z.infer<typeof ImportRejectReason>;

/**
 * POST /files/check-import-rows: the real row checks run on the validation sample with the chosen
 * mapping, before anything starts; the wizard warns when most sampled rows would be rejected.
 */
export const ImportSampleCheck = z.object({
  /** Data rows checked (the header excluded). */
  sampled: z.number().int(),
  rejected: z.number().int(),
  /** Most common first. */
  reasons: z.array(ImportRejectReason),
  /** More than half of the sampled rows would be rejected. */
  mostRejected: z.boolean(),
});
export type ImportSampleCheck = z.infer<typeof ImportSampleCheck>;

/** Pasted addresses: one a line, an e-mail or a GSM number, optionally `;name`. */
export const ManualImportBody = z.strictObject({
  ...importSettings,
  // Content: each line's values are checked as an imported row's are (a bad name rejects that row, with its code in the report).
  text: contentField(0, 256 * 1024),
});
export type ManualImportBody = z.infer<typeof ManualImportBody>;

/** Spec section 4: queued, finished, failed, or locked by the spam-trap time lock until a date. */
export const IMPORT_STATES = ['queued', 'running', 'finished', 'failed', 'locked'] as const;
export type ImportState = (typeof IMPORT_STATES)[number];

export const ImportCounters = z.object({
  /** Data rows read so far (the header excluded). */
  rowsRead: z.number().int(),
  imported: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  rejected: z.number().int(),
  skipped: z.number().int(),
  skippedBy: z.object({
    duplicate: z.number().int(),
    blacklisted: z.number().int(),
    forgotten: z.number().int(),
    existing: z.number().int(),
    /** New subscribers past the plan's subscriber limit (spec section 9), not added. */
    limit: z.number().int(),
  }),
  /** Spam-trap and role addresses met (rejected; over the threshold they lock imports). */
  spamTraps: z.number().int(),
});
export type ImportCounters = z.infer<typeof ImportCounters>;

export const ImportJob = z.object({
  id: z.string(),
  source: z.enum(['file', 'manual']),
  fileName: z.string().optional(),
  state: z.enum(IMPORT_STATES),
  createdAt: z.string(),
  createdBy: z.string(),
  startedAt: z.string().optional(),
  finishedAt: z.string().optional(),
  counters: ImportCounters,
  bytesRead: z.number().int(),
  bytesTotal: z.number().int(),
  /** The tracked-job model's progress (shared/schemas/jobs.ts): how far into the file the committed rows reach, in bytes. */
  progress: JobProgress.optional(),
  options: ImportOptions.omit({ mapping: true }).extend({ mapping: ImportMapping }),
  /** Set when the import ended locked: new imports are refused until then. */
  lockedUntil: z.string().optional(),
  /**
   * How a finished import went: `problems` when it rejected most rows (or all), so it does not read
   * as a plain success; shared/rules/import-outcome.ts decides.
   */
  outcome: z.enum(['clean', 'problems']).optional(),
  /** The most common reasons rows were rejected, with counts (finished imports that rejected any). */
  topReasons: z.array(ImportRejectReason).optional(),
  /** Why it failed (a catalogue code). */
  failure: z.object({ code: z.string(), params: z.record(z.string(), z.unknown()).optional() }).optional(),
  /** A report of rejected and skipped rows can be downloaded. */
  hasReport: z.boolean(),
  /** The encodings it can be downloaded in (UTF-8, and Windows-1250 with semicolons for Excel). */
  reportEncodings: z.array(z.enum(IMPORT_ENCODINGS)),
});
export type ImportJob = z.infer<typeof ImportJob>;
export const ImportList = z.object({ items: z.array(ImportJob), cursor: z.string().optional() });
export const ImportListQuery = z.strictObject({
  cursor: z.string().max(2048).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

export const ImportReportQuery = z.strictObject({ encoding: z.enum(IMPORT_ENCODINGS).default('utf-8') });

export const DownloadUrl = z.object({ url: z.string(), expiresAt: z.string() });
export type DownloadUrl = z.infer<typeof DownloadUrl>;

/** One row the import did not take, as the report lists it. */
export const ImportRowOutcome = z.object({
  line: z.number().int(),
  outcome: z.enum(['rejected', 'skipped']),
  code: z.string(),
  field: z.string().optional(),
  row: z.array(z.string()),
});
export type ImportRowOutcome = z.infer<typeof ImportRowOutcome>;
export const ManualImportResult = z.object({ import: ImportJob, rows: z.array(ImportRowOutcome) });

export const ImportSchemaBody = z.strictObject({
  name: nameField(2, 100),
  mapping: ImportMapping.min(1),
  hasHeader: z.boolean().default(true),
});
export type ImportSchemaBody = z.infer<typeof ImportSchemaBody>;
export const ImportSchema = z.object({
  id: z.string(),
  name: z.string(),
  mapping: ImportMapping,
  hasHeader: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ImportSchema = z.infer<typeof ImportSchema>;
export const ImportSchemaList = z.object({ items: z.array(ImportSchema), max: z.number().int() });
