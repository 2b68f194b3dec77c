import AttributeEditor from '@cloudscape-design/components/attribute-editor';
import Input from '@cloudscape-design/components/input';

export interface Pair {
  first: string;
  second: string;
}

/**
 * Rows of two texts a template carries (tags with values, custom key/values): add, edit, remove,
 * each cell with the server's error for its path.
 */
export function PairsEditor({
  items,
  onChange,
  labels,
  errorFor,
  disabled,
}: {
  items: Pair[];
  onChange: (items: Pair[]) => void;
  labels: { first: string; second: string; add: string; remove: string };
  errorFor: (index: number, cell: keyof Pair) => string | undefined;
  disabled: boolean;
}) {
  const cell = (name: keyof Pair, label: string) => ({
    label,
    control: (item: Pair, i: number) => (
      <Input
        value={item[name]}
        ariaLabel={label}
        disabled={disabled}
        onChange={({ detail }) => onChange(items.map((row, j) => (j === i ? { ...row, [name]: detail.value } : row)))}
      />
    ),
    errorText: (_: Pair, i: number) => errorFor(i, name),
  });
  return (
    <AttributeEditor
      items={items}
      onAddButtonClick={() => onChange([...items, { first: '', second: '' }])}
      onRemoveButtonClick={({ detail }) => onChange(items.filter((_, i) => i !== detail.itemIndex))}
      addButtonText={labels.add}
      removeButtonText={labels.remove}
      isItemRemovable={() => !disabled}
      disableAddButton={disabled}
      definition={[cell('first', labels.first), cell('second', labels.second)]}
      empty={null}
    />
  );
}
