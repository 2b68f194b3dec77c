/** Issue 16: templates, their folders, history, content checks, images, zip import and test sends. The spec names none of these codes: they are the product's own. */
export const templatesCodes = [
  'TEMPLATE_NOT_FOUND',
  /** A frozen template is not changed or deleted until it is unfrozen. */
  'TEMPLATE_FROZEN',
  /** A template a mailing was made from (used by a sending) cannot be deleted (spec section 4, `can_delete`). */
  'TEMPLATE_IN_USE',
  /** Someone else saved it since it was opened: reload before saving over their change. */
  'TEMPLATE_CHANGED_MEANWHILE',
  /** Switching visual → HTML is one-way: an HTML template does not go back to the visual editor. */
  'TEMPLATE_MODE_ONE_WAY',
  'TEMPLATE_FOLDER_NOT_FOUND',
  'TEMPLATE_FOLDER_EXISTS',
  'TEMPLATE_FOLDER_NOT_EMPTY',
  'TEMPLATE_TAG_DUPLICATE',
  'RESTORE_POINT_NOT_FOUND',
  'BLUEPRINT_NOT_FOUND',
  /** The MJML does not compile: params.line, params.message. */
  'CONTENT_MJML_INVALID',
  /** The HTML does not parse: params.line, params.message. */
  'CONTENT_HTML_INVALID',
  'CONTENT_EVENT_ENDS_BEFORE_START',
  /** `{{ calendar_url }}` in a content that has no event. */
  'CONTENT_CALENDAR_WITHOUT_EVENT',
  'IMAGE_NOT_FOUND',
  'ZIP_INVALID',
  'ZIP_TOO_LARGE',
  'ZIP_NO_INDEX',
  /** An entry named with `..`, an absolute path, a drive letter or a symlink: params.path. */
  'ZIP_UNSAFE_PATH',
  'ZIP_TOO_MANY_ENTRIES',
  'ZIP_UNPACKED_TOO_LARGE',
  'TEST_SEND_NO_RECIPIENTS',
  /** A test address is neither a subscriber within the user's reach nor in one of the account's test groups. */
  'TEST_SEND_ADDRESS_NOT_ALLOWED',
  'TEST_SEND_FAILED',
] as const;
