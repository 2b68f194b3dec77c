/** Where the subscriber pages live (spec section 2: subscribers and audiences). */
export const SUBSCRIBERS_PATH = '/subscribers/all';
export const NEW_SUBSCRIBER_PATH = '/subscribers/new';
export const DETAILS_PATH = '/subscribers/details';
export const STATS_PATH = '/subscribers/stats';
export const HISTORY_PATH = '/subscribers/history';
export const STRUCTURE_PATH = '/structure';
export const EXCLUSIONS_PATH = '/subscribers/exclusions';
export const IMPORT_PATH = '/subscribers/import';
export const EXPORT_PATH = '/subscribers/export';
export const SCORING_PATH = '/subscribers/scoring';
/** `?segment=` on the export page: the segment whose audience the form starts with. */
export const EXPORT_SEGMENT_PARAM = 'segment';
/** The export page with a segment's audience chosen (the segment's audience page links to it). */
export const exportSegmentPath = (segmentId: string) => `${EXPORT_PATH}?${EXPORT_SEGMENT_PARAM}=${encodeURIComponent(segmentId)}`;

export const DETAIL_TABS = ['data', 'activity', 'contact', 'contact-sms', 'events', 'history', 'notes'] as const;
export type DetailTab = (typeof DETAIL_TABS)[number];

/** The tab named in `?tab=`, or the first one for anything else. */
export const detailTabFromQuery = (value: string | null): DetailTab => DETAIL_TABS.find((tab) => tab === value) ?? 'data';

export const detailsPath = (id: string, tab: DetailTab = 'data') =>
  `${DETAILS_PATH}/${encodeURIComponent(id)}${tab === 'data' ? '' : `?tab=${tab}`}`;

/** A mailing's report, where activity and contact rows lead. */
export const mailingReportPath = (mailingId: string) => `/v2/mailing/${encodeURIComponent(mailingId)}/report`;

/** Import tabs (spec section 2: /import with file and manual). */
export const IMPORT_TABS = ['file', 'manual'] as const;
export type ImportTab = (typeof IMPORT_TABS)[number];
export const importTabFromQuery = (value: string | null): ImportTab => IMPORT_TABS.find((tab) => tab === value) ?? 'file';

/** One import's progress and outcome, on the import page. */
export const importPath = (id: string) => `${IMPORT_PATH}?id=${encodeURIComponent(id)}`;
