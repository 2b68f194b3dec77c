/** The platform's admin zone (super administrators). */
export const adminCodes = [
  // A work queue or its dead-letter queue could not be read (params.queue names it).
  'ADMIN_QUEUE_UNAVAILABLE',
] as const;
