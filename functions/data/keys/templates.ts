import type { AccountKeyContext, TableKey } from './context';
import { baseRange } from './range';

/**
 * Issue 16: templates and what the editor keeps, in the account's base partition in every layout:
 *
 * - `TPL#<ulid>`             a template's head: its fields, tags, folder, freeze, use count (no content)
 * - `TPLBODY#<ulid>`         its content (compiled HTML, text part, preheader, utm, event)
 * - `TPLSRC#<ulid>`          its MJML source, when visual (apart: source and compiled HTML together could pass DynamoDB's 400 KB)
 * - `TPLDIR#<ulid>`, `TPLDIRNAME#<lower-case name>`  a folder and the claim of its name
 * - `MAILINGSRC#<ulid>`      a mailing's MJML source and its own text part (the HTML stays in `MAILINGBODY#`)
 * - `RESTORE#<kind>#<doc id>#<ulid>`  a restore point of a template's or mailing's content (gzipped), oldest first
 * - `IMG#<ulid>`             an image of the library (the file is S3 `images/<account>/<ulid>.<ext>`)
 */
export type RestoreKind = 'template' | 'mailing';

export function templateKeys(c: AccountKeyContext) {
  return {
    template: (id: string): TableKey => c.base(`TPL#${id}`),
    templates: () => baseRange(c, 'TPL#'),
    templateBody: (id: string): TableKey => c.base(`TPLBODY#${id}`),
    templateSource: (id: string): TableKey => c.base(`TPLSRC#${id}`),
    templateFolder: (id: string): TableKey => c.base(`TPLDIR#${id}`),
    templateFolders: () => baseRange(c, 'TPLDIR#'),
    templateFolderName: (name: string): TableKey => c.base(`TPLDIRNAME#${name.toLowerCase()}`),
    mailingSource: (id: string): TableKey => c.base(`MAILINGSRC#${id}`),
    restorePoint: (kind: RestoreKind, docId: string, id: string): TableKey => c.base(`RESTORE#${kind}#${docId}#${id}`),
    restorePoints: (kind: RestoreKind, docId: string) => baseRange(c, `RESTORE#${kind}#${docId}#`),
    image: (id: string): TableKey => c.base(`IMG#${id}`),
    images: () => baseRange(c, 'IMG#'),
  };
}
