import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { routes } from '@shared/routes';
import type { AddressRow } from '@shared/schemas/report-addresses';
import type { Segment } from '@shared/schemas/segments';
import { useApiPages, useApiQuery } from '@web/api/query';
import { useCan, useCurrentUser } from '@web/app/session/session-store';
import { useDebounced } from '@web/common/use-debounced';
import { filterQuery, filtersFromParams, type AddressFilterState } from './address-filters';

const NONE: Segment[] = [];

/**
 * The report's data: the filters (starting from the page's address), the page of rows they ask for
 * (not asked while a filter is invalid), and what the filter row offers.
 */
export function useAddressReport() {
  const [params] = useSearchParams();
  const [filters, setFilters] = useState<AddressFilterState>(() => filtersFromParams(params));
  const typed = useDebounced(filters);
  const { query, errors } = filterQuery(typed);
  const valid = Object.keys(errors).length === 0;
  const pages = useApiPages<'reports.addresses', AddressRow>('reports.addresses', { query }, { enabled: valid });
  const can = useCan();
  // Segments with an audience calculated at least once: the last audience is what the report reads.
  const segmentsAllowed = can(routes['segments.list'].permission);
  const segmentList = useApiQuery('segments.list', {}, { enabled: segmentsAllowed });
  const segments = segmentList.data?.items.filter((s) => s.audience) ?? NONE;
  const { permissions } = useCurrentUser();
  const mayScore = can('PERM_SCORING') && permissions.limits.scoring;
  return {
    filters,
    change: (patch: Partial<AddressFilterState>) => setFilters((f) => ({ ...f, ...patch })),
    reset: setFilters,
    query,
    errors,
    valid,
    pages,
    segments: segmentsAllowed ? segments : undefined,
    mayExport: can(routes['reports.exportAddresses'].permission),
    mayScore,
  };
}
export type AddressReport = ReturnType<typeof useAddressReport>;
