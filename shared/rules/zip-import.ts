/**
 * Issue 16: what a zip import answers beside its HTML (ZipImportResult.warnings): what was left
 * out or changed on the way, each with its params. Not errors (the import succeeded), so not in the
 * error catalogue; their sentences are in shared/i18n/{pl,en}/zip-import.json.
 */
export const ZIP_WARNINGS = {
  codes: [
    /** A <link rel=stylesheet> to an address outside the zip: nothing is fetched, so its CSS is left out (params.href). */
    'ZIP_STYLESHEET_REMOTE',
    /** A stylesheet or image the HTML names that the zip does not have (params.path). */
    'ZIP_FILE_MISSING',
    /** What the sanitiser removed, as every mailing's HTML is sanitised (params.removed: `script, onclick`). */
    'ZIP_CONTENT_REMOVED',
  ],
  /** At most this many warnings are answered. */
  max: 50,
} as const;
export type ZipWarningCode = (typeof ZIP_WARNINGS.codes)[number];
