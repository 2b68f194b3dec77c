import {
  ADDRESS_ENGAGEMENT_FILTERS,
  AddressReportFilter,
  ENGAGEMENT_FILTERS_WITH_DAYS,
  type AddressEngagementFilter,
} from '@shared/schemas/report-addresses';

/** The filters as the form holds them: text as typed, '' for "any". */
export interface AddressFilterState {
  segment: string;
  status: string;
  minScore: string;
  maxScore: string;
  engagement: AddressEngagementFilter | '';
  days: string;
  search: string;
}

export const NO_FILTERS: AddressFilterState = { segment: '', status: '', minScore: '', maxScore: '', engagement: '', days: '', search: '' };
const KEYS = Object.keys(NO_FILTERS) as (keyof AddressFilterState)[];

/** The form's filters from the page's address (`?minScore=50` from the scoring report prefills the score). */
export function filtersFromParams(params: URLSearchParams): AddressFilterState {
  const state = { ...NO_FILTERS };
  for (const key of KEYS) {
    const value = params.get(key)?.trim() ?? '';
    if (key === 'engagement') state.engagement = ADDRESS_ENGAGEMENT_FILTERS.find((f) => f === value) ?? '';
    else state[key] = value;
  }
  return state;
}

/** Whether the engagement filter counts days (the days field shows only then). */
export const needsDays = (engagement: AddressFilterState['engagement']): boolean =>
  engagement !== '' && ENGAGEMENT_FILTERS_WITH_DAYS.includes(engagement);

/**
 * The filters as the API takes them (only those set; days only where they count), and the field
 * codes the server would answer (the same schema), so a reversed range is said at the field and
 * never sent.
 */
export function filterQuery(state: AddressFilterState): {
  query: Record<string, string>;
  errors: Partial<Record<keyof AddressFilterState, string>>;
} {
  const query: Record<string, string> = {};
  for (const key of KEYS) {
    const value = state[key].trim();
    if (value === '' || (key === 'days' && !needsDays(state.engagement))) continue;
    query[key] = value;
  }
  const parsed = AddressReportFilter.safeParse(query);
  const errors: Partial<Record<keyof AddressFilterState, string>> = {};
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] as keyof AddressFilterState;
      errors[key] ??= issue.message.startsWith('REPORT_') ? issue.message : 'VALIDATION_FAILED';
    }
  return { query, errors };
}
