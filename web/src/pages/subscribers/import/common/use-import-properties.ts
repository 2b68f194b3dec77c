import { routes } from '@shared/routes';
import { useCan } from '@web/app/session/session-store';
import { useProperties } from '../../common/use-properties';

/**
 * The account's properties for mapping and consents (the shared cached list). Reading them is
 * PERM_APRZEALL's; a user who may import but not read the base gets the base fields only (and is told so).
 */
export function useImportProperties() {
  const can = useCan();
  const limited = !can(routes['properties.list'].permission);
  const { properties, loading, error } = useProperties(!limited);
  return { properties, loading, error, limited };
}
