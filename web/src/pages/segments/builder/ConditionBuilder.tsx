import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import type { FieldError } from '@shared/errors';
import { MAX_CONDITIONS, MAX_DEPTH } from '@shared/segments/model';
import { useErrorText } from '@web/common/use-error-text';
import type { BuilderCatalog } from './catalog';
import { ConditionEditor } from './ConditionEditor';
import { newCondition, newGroup, type GroupInput, type NodeInput, type PropertyTypes } from './draft';
import { addChild, canAddCondition, canMove, canNestGroup, moveAt, partKey, pathKey, removeAt, updateAt, type Path } from './tree';

interface BuilderProps {
  tree: GroupInput;
  /** The new tree, and the key of the node the change was about (its problems show from now on). */
  onChange: (tree: GroupInput, touchedKey: string) => void;
  catalog: BuilderCatalog;
  types: PropertyTypes;
  /** The problems to show, by path. */
  errors: ReadonlyMap<string, FieldError>;
  disabled?: boolean;
}

interface NodeProps extends BuilderProps {
  path: Path;
}

const nested = { borderLeft: '3px solid rgba(127, 127, 127, 0.35)', paddingLeft: 12 };
const numberOf = (path: Path) => path.map((i) => i + 1).join('.');

/** The buttons a child of a group has: up, down, remove. */
function ChildActions({
  tree,
  path,
  label,
  onChange,
  disabled,
  parentKey,
}: {
  tree: GroupInput;
  path: Path;
  label: string;
  onChange: BuilderProps['onChange'];
  disabled?: boolean;
  parentKey: string;
}) {
  const { t } = useTranslation();
  return (
    <SpaceBetween direction="horizontal" size="xxxs">
      <Button
        formAction="none"
        variant="icon"
        iconName="arrow-up"
        ariaLabel={t('segments.builder.moveUp', { label })}
        disabled={disabled || !canMove(tree, path, -1)}
        onClick={() => onChange(moveAt(tree, path, -1), parentKey)}
      />
      <Button
        formAction="none"
        variant="icon"
        iconName="arrow-down"
        ariaLabel={t('segments.builder.moveDown', { label })}
        disabled={disabled || !canMove(tree, path, 1)}
        onClick={() => onChange(moveAt(tree, path, 1), parentKey)}
      />
      <Button
        formAction="none"
        variant="icon"
        iconName="remove"
        ariaLabel={t('segments.builder.remove', { label })}
        disabled={disabled}
        onClick={() => onChange(removeAt(tree, path), parentKey)}
      />
    </SpaceBetween>
  );
}

function GroupEditor(props: NodeProps & { group: GroupInput }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { tree, group, path, onChange, errors, disabled } = props;
  const root = path.length === 0;
  const label = root ? t('segments.builder.rootLabel') : t('segments.builder.groupLabel', { label: numberOf(path) });
  const problems = [
    root ? undefined : errors.get(pathKey(path)),
    errors.get(partKey(path, 'op')),
    errors.get(partKey(path, 'children')),
  ].filter((e): e is FieldError => e !== undefined);
  const setChild = (index: number, child: NodeInput) =>
    onChange(
      updateAt(tree, [...path, index], () => child),
      child.key,
    );
  const conditionsLeft = canAddCondition(tree);

  return (
    <div role="group" aria-label={label} style={root ? undefined : nested}>
      <SpaceBetween size="s">
        <SpaceBetween direction="horizontal" size="s" alignItems="center">
          {!root && <Box variant="awsui-key-label">{label}</Box>}
          <SegmentedControl
            label={t('segments.builder.joinLabel', { label })}
            selectedId={group.op}
            onChange={({ detail }) =>
              onChange(
                updateAt(tree, path, () => ({ ...group, op: detail.selectedId as GroupInput['op'] })),
                group.key,
              )
            }
            options={[
              { id: 'and', text: t('segments.builder.and'), disabled },
              { id: 'or', text: t('segments.builder.or'), disabled },
            ]}
          />
          {!root && <ChildActions tree={tree} path={path} label={label} onChange={onChange} disabled={disabled} parentKey={group.key} />}
        </SpaceBetween>
        {problems.map((p, i) => (
          <Box key={i} color="text-status-error" fontSize="body-s">
            {errorText.field(p)}
          </Box>
        ))}
        {group.children.map((child, index) => {
          const childPath = [...path, index];
          const childLabel = numberOf(childPath);
          return (
            <SpaceBetween key={child.key} size="xs">
              {index > 0 && (
                <Box variant="small" fontWeight="bold" color="text-body-secondary">
                  {t(`segments.builder.joiner.${group.op}`)}
                </Box>
              )}
              {child.kind === 'group' ? (
                <GroupEditor {...props} group={child} path={childPath} />
              ) : (
                <ConditionEditor
                  condition={child}
                  path={childPath}
                  label={childLabel}
                  catalog={props.catalog}
                  types={props.types}
                  errors={errors}
                  onChange={(next) => setChild(index, next)}
                  disabled={disabled}
                  actions={
                    <ChildActions
                      tree={tree}
                      path={childPath}
                      label={t('segments.builder.conditionLabel', { label: childLabel })}
                      onChange={onChange}
                      disabled={disabled}
                      parentKey={group.key}
                    />
                  }
                />
              )}
            </SpaceBetween>
          );
        })}
        {!disabled && (
          <SpaceBetween direction="horizontal" size="xs">
            <Button
              formAction="none"
              iconName="add-plus"
              disabled={!conditionsLeft}
              disabledReason={t('segments.builder.maxConditions', { max: MAX_CONDITIONS })}
              ariaLabel={t('segments.builder.addConditionTo', { label })}
              onClick={() => onChange(addChild(tree, path, newCondition()), group.key)}
            >
              {t('segments.builder.addCondition')}
            </Button>
            <Button
              formAction="none"
              iconName="add-plus"
              disabled={!canNestGroup(path) || !conditionsLeft}
              disabledReason={
                conditionsLeft
                  ? t('segments.builder.maxDepth', { max: MAX_DEPTH })
                  : t('segments.builder.maxConditions', { max: MAX_CONDITIONS })
              }
              ariaLabel={t('segments.builder.addGroupTo', { label })}
              onClick={() => onChange(addChild(tree, path, newGroup(group.op === 'and' ? 'or' : 'and')), group.key)}
            >
              {t('segments.builder.addGroup')}
            </Button>
          </SpaceBetween>
        )}
      </SpaceBetween>
    </div>
  );
}

/** The segment's conditions: nested AND/OR groups of conditions, each part checked as the API checks it. */
export function ConditionBuilder(props: BuilderProps) {
  const errorText = useErrorText();
  const rootProblem = props.errors.get('');
  return (
    <SpaceBetween size="s">
      {rootProblem && <Alert type="error">{errorText.field(rootProblem)}</Alert>}
      <GroupEditor {...props} group={props.tree} path={[]} />
    </SpaceBetween>
  );
}
