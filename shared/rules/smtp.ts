import { addressOnDomain } from './sender-domain';

/** Spec section 3: "SMTP username: valid characters only". Lower-case, as the relay finds the user by it across accounts. */
export const SMTP_USERNAME = /^[a-z0-9._-]{3,64}$/;
/** Spec section 3: "Interface value: letters, digits, _ and - only". */
export const SMTP_INTERFACE = /^[A-Za-z0-9_-]{1,64}$/;
/** SMTP users an account may hold (the spec does not give the number). */
export const SMTP_USERS_MAX = 20;
/** Recipients of one message: each becomes one transactional message, written in one transaction. */
export const SMTP_MAX_RECIPIENTS = 50;
/** The DATA size the relay takes (announced as SIZE; over it: 552). */
export const SMTP_MAX_MESSAGE_BYTES = 10 * 1024 * 1024;
/** The subject, html and text a message's record carries inline: a DynamoDB item stays under its 400 KB. */
export const SMTP_MAX_CONTENT_BYTES = 300 * 1024;

export const isSmtpUsername = (value: string) => SMTP_USERNAME.test(value);
export const isSmtpInterface = (value: string) => SMTP_INTERFACE.test(value);

/** The account's sender rule: a From on one of its sending domains (verified, or the platform's). */
export const senderAllowed = (address: string, domains: readonly string[]) => domains.some((d) => addressOnDomain(address, d));

/** The month's counter attribute of one SMTP user on the account's counter item. */
export const smtpUserCounter = (userId: string) => `u_${userId}`;
