import type { ReactNode } from 'react';
import Autosuggest from '@cloudscape-design/components/autosuggest';
import Box from '@cloudscape-design/components/box';
import Input from '@cloudscape-design/components/input';
import Multiselect from '@cloudscape-design/components/multiselect';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import type { FieldError } from '@shared/errors';
import {
  ACTIVITY_TYPES,
  ANY_MAILING,
  isEventSource,
  SOURCES,
  type ActivityType,
  type Aggregation,
  type SegmentOperator,
  type Source,
} from '@shared/segments/model';
import { allowedAggregations, allowedOperators } from '@shared/segments/typing';
import { useErrorText } from '@web/common/use-error-text';
import { DatePickerInput } from '@web/common/DatePickerInput';
import { propertyLabel, propertyTypeLabel } from '@web/pages/subscribers/common/property-labels';
import { targetChoices, valueChoices, type BuilderCatalog } from './catalog';
import { setAggregation, setEvents, setOperator, setSource, setTarget, setWindow, valueInputKind, windowOfKind } from './condition';
import { EventWhereFields } from './EventWhereFields';
import { Part } from './Part';
import { conditionKind, conditionType, type ConditionInput, type PropertyTypes, type WindowInput } from './draft';
import { partKey, type Path } from './tree';
import { ValueInput } from './ValueInput';
import { dynamicKey } from '@web/i18n';

interface Props {
  condition: ConditionInput;
  path: Path;
  /** "1.2": where it is, as people count. */
  label: string;
  catalog: BuilderCatalog;
  types: PropertyTypes;
  errors: ReadonlyMap<string, FieldError>;
  onChange: (next: ConditionInput) => void;
  /** Moves, removal: the group's buttons for this child. */
  actions: ReactNode;
  disabled?: boolean;
}

const WINDOW_KINDS: WindowInput['kind'][] = ['ever', 'last', 'between'];
const frame = { border: '1px solid rgba(127, 127, 127, 0.35)', borderRadius: 8, padding: '8px 12px' };

/**
 * One condition: source → target (for activity: events, mailing, window; for a custom event: its
 * name, window) → aggregation → operator → value, each offering only what the type allows.
 */
export function ConditionEditor({ condition: c, path, label, catalog, types, errors, onChange, actions, disabled }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const error = (part: string) => errorText.field(errors.get(partKey(path, part)));
  const activity = c.source === 'activity';
  const counted = isEventSource(c.source);
  const type = conditionType(c, types);
  const kind = conditionKind(c, types);

  const sourceOptions: SelectProps.Option[] = SOURCES.map((s) => ({
    value: s,
    label: t(`segments.sources.${s}`),
    description: t(`segments.sourceHints.${s}`),
  }));
  const targetOptions: SelectProps.Option[] = activity
    ? [{ value: ANY_MAILING, label: t('segments.builder.anyMailing') }, ...catalog.mailings.map((m) => ({ value: m.id, label: m.name }))]
    : targetChoices(c.source, catalog.properties).map((choice) => ({
        value: choice.id,
        label: choice.property ? propertyLabel(t, choice.property) : t(dynamicKey(`subscribers.fields.${choice.id}`)),
        description: propertyTypeLabel(t, choice.type),
      }));
  // A target no longer offered (a mailing beyond the list read, a property deleted) still shows what it is.
  const targetSelected = c.target ? (targetOptions.find((o) => o.value === c.target) ?? { value: c.target, label: c.target }) : null;
  const aggregations = c.source ? allowedAggregations({ source: c.source, target: c.target ?? '' }, type) : [];
  const aggregationGroup = counted ? 'activity' : 'data';
  const aggregationOptions = aggregations.map((a) => ({ value: a, label: t(`segments.aggregations.${aggregationGroup}.${a}`) }));
  const operators =
    c.source && c.aggregation ? allowedOperators({ source: c.source, target: c.target ?? '', aggregation: c.aggregation }, type) : [];
  const operatorOptions = operators.map((op) => ({ value: op, label: t(`segments.operators.${op}`) }));
  const choices = valueChoices(c, catalog.properties);
  const inputKind = valueInputKind(c.operator, kind, choices !== undefined);
  const choiceLabel = (v: string) =>
    c.source === 'status'
      ? t(dynamicKey(`subscribers.status.${v}`))
      : c.source === 'field' && c.target === 'emailType'
        ? t(dynamicKey(`subscribers.emailType.${v}`))
        : v;
  const eventOptions = ACTIVITY_TYPES.map((e) => ({ value: e, label: t(`segments.events.${e}`) }));
  const windowOptions = WINDOW_KINDS.map((k) => ({ value: k, label: t(`segments.windows.${k}`) }));
  // Aggregation is worth a field only when there is a choice, or while none is made.
  const showAggregation = aggregations.length > 1 || (aggregations.length === 1 && c.aggregation !== aggregations[0]);
  const needsTarget = c.source !== undefined && c.source !== 'status' && c.source !== 'event';

  return (
    <div role="group" aria-label={t('segments.builder.conditionLabel', { label })} style={frame}>
      <SpaceBetween size="xs">
        <SpaceBetween direction="horizontal" size="xs" alignItems="center">
          <Box variant="awsui-key-label">{t('segments.builder.conditionLabel', { label })}</Box>
          {actions}
        </SpaceBetween>
        <SpaceBetween direction="horizontal" size="s">
          <Part label={t('segments.builder.source')} error={error('source')}>
            <Select
              selectedOption={sourceOptions.find((o) => o.value === c.source) ?? null}
              onChange={({ detail }) => onChange(setSource(c, detail.selectedOption.value as Source))}
              options={sourceOptions}
              placeholder={t('segments.builder.chooseSource')}
              invalid={Boolean(error('source'))}
              disabled={disabled}
              expandToViewport
            />
          </Part>
          {needsTarget && (
            <Part label={t(`segments.builder.target.${c.source!}`)} error={error('target')} width={240}>
              <Select
                selectedOption={targetSelected}
                onChange={({ detail }) => onChange(setTarget(c, detail.selectedOption.value ?? '', types))}
                options={targetOptions}
                placeholder={t('segments.builder.chooseTarget')}
                empty={t('segments.builder.noTargets')}
                filteringType="auto"
                invalid={Boolean(error('target'))}
                disabled={disabled}
                expandToViewport
              />
            </Part>
          )}
          {c.source === 'event' && (
            <Part
              label={t('segments.builder.target.event')}
              description={t('segments.builder.eventNamesHint')}
              error={error('target')}
              width={260}
            >
              <Autosuggest
                value={c.target ?? ''}
                onChange={({ detail }) => onChange(setTarget(c, detail.value, types))}
                options={catalog.eventNames.map((name) => ({ value: name }))}
                enteredTextLabel={(value) => t('segments.builder.useEventName', { value })}
                empty={t('segments.builder.noEventNames')}
                placeholder="order.paid"
                ariaLabel={t('segments.builder.target.event')}
                invalid={Boolean(error('target'))}
                disabled={disabled}
                expandToViewport
              />
            </Part>
          )}
          {activity && (
            <Part label={t('segments.builder.events')} error={error('events')} width={240}>
              <Multiselect
                selectedOptions={eventOptions.filter((o) => c.events?.includes(o.value))}
                onChange={({ detail }) =>
                  onChange(
                    setEvents(
                      c,
                      detail.selectedOptions.map((o) => o.value as ActivityType),
                    ),
                  )
                }
                options={eventOptions}
                placeholder={t('segments.builder.chooseEvents')}
                invalid={Boolean(error('events'))}
                disabled={disabled}
                expandToViewport
                i18nStrings={{ selectAllText: t('common.selectAll') }}
                deselectAriaLabel={(o) => t('segments.builder.removeValue', { value: o.label ?? '' })}
              />
            </Part>
          )}
          {counted && (
            <Part label={t('segments.builder.window')} error={error('window')}>
              <Select
                selectedOption={windowOptions.find((o) => o.value === c.window?.kind) ?? null}
                onChange={({ detail }) =>
                  onChange(setWindow(c, windowOfKind(detail.selectedOption.value as WindowInput['kind'], c.window)))
                }
                options={windowOptions}
                placeholder={t('segments.builder.chooseWindow')}
                invalid={Boolean(error('window'))}
                disabled={disabled}
                expandToViewport
              />
            </Part>
          )}
          {counted && c.window?.kind === 'last' && (
            <Part label={t('segments.builder.days')} error={error('window.days')} width={120}>
              <Input
                type="number"
                inputMode="numeric"
                value={c.window.days}
                onChange={({ detail }) => onChange(setWindow(c, { kind: 'last', days: detail.value }))}
                invalid={Boolean(error('window.days'))}
                disabled={disabled}
              />
            </Part>
          )}
          {counted && c.window?.kind === 'between' && (
            <>
              <Part label={t('segments.builder.windowFrom')} error={error('window.from')}>
                <DatePickerInput
                  value={c.window.from}
                  onChange={(from) => c.window?.kind === 'between' && onChange(setWindow(c, { ...c.window, from }))}
                  invalid={Boolean(error('window.from'))}
                  disabled={disabled}
                />
              </Part>
              <Part label={t('segments.builder.windowTo')} error={error('window.to')}>
                <DatePickerInput
                  value={c.window.to}
                  onChange={(to) => c.window?.kind === 'between' && onChange(setWindow(c, { ...c.window, to }))}
                  invalid={Boolean(error('window.to'))}
                  disabled={disabled}
                />
              </Part>
            </>
          )}
          {showAggregation && (
            <Part label={t('segments.builder.aggregation')} error={error('aggregation')}>
              <Select
                selectedOption={aggregationOptions.find((o) => o.value === c.aggregation) ?? null}
                onChange={({ detail }) => onChange(setAggregation(c, detail.selectedOption.value as Aggregation, types))}
                options={aggregationOptions}
                placeholder={t('segments.builder.chooseAggregation')}
                invalid={Boolean(error('aggregation'))}
                disabled={disabled}
                expandToViewport
              />
            </Part>
          )}
          {!showAggregation && error('aggregation') && (
            <Part label={t('segments.builder.aggregation')} error={error('aggregation')}>
              {null}
            </Part>
          )}
          {c.source && (
            <Part label={t('segments.builder.operator')} error={error('operator')}>
              <Select
                selectedOption={operatorOptions.find((o) => o.value === c.operator) ?? null}
                onChange={({ detail }) => onChange(setOperator(c, detail.selectedOption.value as SegmentOperator))}
                options={operatorOptions}
                placeholder={t('segments.builder.chooseOperator')}
                empty={t('segments.builder.chooseTargetFirst')}
                invalid={Boolean(error('operator'))}
                disabled={disabled}
                expandToViewport
              />
            </Part>
          )}
          {inputKind !== 'none' && (
            <Part label={t('segments.builder.value')} error={error('value')} width={inputKind.endsWith('Range') ? 300 : 200}>
              <ValueInput
                kind={inputKind}
                value={c.value}
                onChange={(value) => onChange({ ...c, value })}
                choices={choices?.map((v) => ({ value: v, label: choiceLabel(v) }))}
                numeric={kind === 'number'}
                invalid={Boolean(error('value'))}
                disabled={disabled}
                label={t('segments.builder.value')}
              />
            </Part>
          )}
          {inputKind === 'none' && error('value') && (
            <Part label={t('segments.builder.value')} error={error('value')}>
              {null}
            </Part>
          )}
        </SpaceBetween>
        {c.source === 'event' && <EventWhereFields condition={c} errorOf={error} onChange={onChange} disabled={disabled} />}
      </SpaceBetween>
    </div>
  );
}
