import type { UseCollectionResult } from '@cloudscape-design/collection-hooks';
import TextFilter from '@cloudscape-design/components/text-filter';

interface Props {
  /** useCollection's filterProps: the text and its change. */
  filterProps: UseCollectionResult<unknown>['filterProps'];
  /** What is searched, shown in the box and read out as its name. */
  label: string;
  clearLabel: string;
  /** How many rows match, while a filter is typed. */
  countText?: string;
}

/** The search box over a table's rows (client-side filtering with useCollection). */
export function TableFilter({ filterProps, label, clearLabel, countText }: Props) {
  return (
    <TextFilter
      {...filterProps}
      filteringPlaceholder={label}
      filteringAriaLabel={label}
      filteringClearAriaLabel={clearLabel}
      countText={countText}
    />
  );
}
