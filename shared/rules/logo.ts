/**
 * Spec section 9: the account's logo is a jpg of at most 500×200 px and 1 MB. The route table's
 * upload line reads the weight from here without loading zod.
 */
export const LOGO_RULES = {
  maxBytes: 1024 * 1024,
  maxWidth: 500,
  maxHeight: 200,
  /** Extensions a jpg's name may carry. */
  extensions: ['jpg', 'jpeg'],
  contentType: 'image/jpeg',
} as const;
