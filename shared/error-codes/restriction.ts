/**
 * Spec section 6: "access can also be limited to segments". What a user restricted to segments is
 * refused, without ever saying whether a subscriber outside their segments exists.
 */
export const restrictionCodes = [
  // The action reads or changes the whole subscriber database, or would give someone a wider reach.
  'ACCESS_RESTRICTED_TO_SEGMENTS',
  // A new subscriber is in no calculated segment, so it would be outside the user's reach at once;
  // answered before the address is looked at, so the answer is the same whether it exists or not.
  'SUBSCRIBER_CREATE_RESTRICTED',
  // An import row that is not a subscriber within the user's segments (existing elsewhere or nowhere: one code for both).
  'IMPORT_OUT_OF_SCOPE',
] as const;
