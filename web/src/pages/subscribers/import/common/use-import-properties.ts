import { routes } from '@shared/routes';
import type { Property } from '@shared/schemas/properties';
import { api } from '@web/api';
import { useCan } from '@web/app/session/session-store';
import { useResource } from '@web/common/use-resource';

const NO_PROPERTIES: Property[] = [];
const loadProperties = (signal: AbortSignal) => api('properties.list', { signal }).then((list) => list.items);
const loadNone = () => Promise.resolve(NO_PROPERTIES);

/**
 * The account's properties for mapping and consents. Reading them is PERM_APRZEALL's; a user who
 * may import but not read the base gets the base fields only (and is told so).
 */
export function useImportProperties() {
  const can = useCan();
  const limited = !can(routes['properties.list'].permission);
  const catalog = useResource(limited ? loadNone : loadProperties);
  return { properties: catalog.data ?? NO_PROPERTIES, loading: catalog.loading, error: catalog.error, limited };
}
