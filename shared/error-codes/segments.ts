/** Spec section 8, "Segments", and the builder's validation (spec section 5). */
export const segmentsCodes = [
  'SEGMENT_NOT_FOUND',
  'SEGMENT_STILL_PROCESSING',
  'SEGMENT_STRUCTURE_INVALID',
  'SEGMENT_TYPE_NOT_SUPPORTED',
  'SEGMENT_LIMIT_REACHED',
  'SEGMENT_AUDIENCE_EXPIRED',
  'SEGMENT_NOT_CONFIGURED',
  'SEGMENT_MISSING_CHILDREN',
  'SEGMENT_MISSING_OPERATOR',
  'SEGMENT_MISSING_TARGET',
  'SEGMENT_MISSING_VALUE',
  'SEGMENT_MISSING_WINDOW',
  'SEGMENT_MISSING_AGGREGATION',
  'SEGMENT_MISSING_IN_VALUES',
  'SEGMENT_MISSING_EVENTS',
  'SEGMENT_NEGATIVE_VALUE',
  // The catalogue's "spec not found": a condition names a field, property or mailing that does not
  // exist (any more). Its "group detached" has no counterpart here: a group is always part of the tree.
  'SEGMENT_SPEC_NOT_FOUND',
  // A calculation ended without an audience (its pieces failed every retry).
  'SEGMENT_CALCULATION_FAILED',
  // Users are restricted to it or mailings go to it: deleting it would open or empty their audiences.
  'SEGMENT_IN_USE',
] as const;
