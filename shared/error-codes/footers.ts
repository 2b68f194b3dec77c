/** Issue 15: footers and the unsubscribe-link rule of sending. The spec names no codes for them, so these are the product's own. */
export const footersCodes = [
  'FOOTER_NOT_FOUND',
  /** Another change of the account's footers landed first, again and again: the set is read anew on the next try. */
  'FOOTERS_CHANGED_MEANWHILE',
  /** Neither the mailing's content nor the footer it would carry has the unsubscribe link. */
  'MAILING_UNSUBSCRIBE_LINK_MISSING',
] as const;
