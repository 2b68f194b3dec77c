/** Issue 15: sending domains. The spec names no codes for them (section 8 lists no domain group), so these are the product's own. */
export const domainsCodes = [
  'SENDING_DOMAIN_INVALID',
  'SENDING_DOMAIN_EXISTS',
  /** Another account holds the domain: one SES identity serves one account. */
  'SENDING_DOMAIN_TAKEN',
  'SENDING_DOMAIN_NOT_FOUND',
  /** A planned or sending mailing has a sender on the domain. */
  'SENDING_DOMAIN_IN_USE',
  'SENDING_DOMAIN_PROVIDER_ERROR',
] as const;
