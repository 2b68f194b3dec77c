/** Issue 15: consents and sign-up forms. The spec says consents have messages (section 8) but names none, so these are the product's own. */
export const signupCodes = [
  'CONSENT_NOT_FOUND',
  /** A consent must be linked to a consent (spec_agr) property of the account. */
  'CONSENT_PROPERTY_INVALID',
  /** Another consent already uses the property: one text history per property. */
  'CONSENT_PROPERTY_TAKEN',
  /** A sign-up form offers the consent. */
  'CONSENT_IN_USE',
  'SIGNUP_FORM_NOT_FOUND',
  /** A form names a property that is not one of the account's, or a consent that does not exist. */
  'SIGNUP_FORM_FIELD_INVALID',
] as const;
