export const subscribersCodes = [
  'SUBSCRIBER_NOT_FOUND',
  'SUBSCRIBER_INVALID_EMAIL',
  'SUBSCRIBER_INVALID_GSM',
  'SUBSCRIBER_INVALID_STATUS',
  'SUBSCRIBER_INVALID_SEGMENTS',
  'SUBSCRIBER_INVALID_DATE',
  'SUBSCRIBER_EMAIL_EXISTS',
  'SUBSCRIBER_STATUS_9_NOT_EDITABLE',
  'SUBSCRIBER_GSM_EXISTS',
  // Spec section 8 lists it among the SMS warnings; a subscriber's number obeys the same rule.
  'GSM_PREFIX_48_ONLY',
  // Neither an e-mail nor a GSM number: nothing to reach the person by.
  'SUBSCRIBER_CONTACT_REQUIRED',
  // The address or number belongs to someone forgotten under GDPR; it is not taken in again silently.
  'SUBSCRIBER_FORGOTTEN',
  // Someone else saved the subscriber meanwhile; reload and try again.
  'SUBSCRIBER_CHANGED',
] as const;
