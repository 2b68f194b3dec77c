/** The platform's admin zone (super administrators). */
export const adminCodes = [
  // A work queue or its dead-letter queue could not be read (params.queue names it).
  'ADMIN_QUEUE_UNAVAILABLE',
  // Another runner holds the migration's lease (params.id names the migration): one runner at a time.
  'MIGRATION_RUNNING',
] as const;
