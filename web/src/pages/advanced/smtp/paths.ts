/** The SMTP users' page (spec section 2: /advanced/smtp, PERM_SMTP); apart from the page, which loads lazily. */
export const SMTP_USERS_PATH = '/advanced/smtp';
