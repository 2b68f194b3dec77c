import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Toggle from '@cloudscape-design/components/toggle';
import { useTranslation } from 'react-i18next';
import {
  ABX_MEASURES,
  ABX_METRICS,
  ABX_VARIANT_KEYS,
  ABX_VARIANTS_MAX,
  ABX_VARIANTS_MIN,
  ABX_VARY,
  SENDING_HOUR_OPTIONS,
} from '@shared/rules/campaigns';
import type { PlanMailingBody } from '@shared/schemas/schedule';
import { useApiQuery } from '@web/api/query';
import { useErrorText } from '@web/common/use-error-text';
import { cyclicSection } from './cyclic';
import type { SectionProps, SendTypeSection } from './types';

type Abx = Extract<PlanMailingBody, { type: 'abx' }>;
type Variant = Abx['variants'][number];

const option = (value: string, label: string) => ({ value, label });

/** A/B/X: what differs, the variants and their shares, how and when the winner is chosen, and when the test starts. */
function AbxSection({ mailing, value, onChange, errors, timeZone }: SectionProps<'abx'>) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const mailings = useApiQuery('mailings.list', { query: { limit: 100 } }, { enabled: value.vary === 'content' || value.vary === 'all' });
  const fieldError = (path: string) => errorText.field(errors.find((e) => e.path === path));
  const setVariant = (i: number, patch: Partial<Variant>) =>
    onChange({ ...value, variants: value.variants.map((v, j) => (j === i ? dropEmpty({ ...v, ...patch }) : v)) });
  const rest = 100 - value.variants.reduce((sum, v) => sum + v.share, 0);
  const varies = (field: 'subject' | 'sender' | 'content') => value.vary === field || value.vary === 'all';
  const contentOptions = (mailings.data?.items ?? []).filter((m) => m.id !== mailing.id).map((m) => option(m.id, m.name));
  const select = <T extends string>(selected: T, values: readonly T[], label: (v: T) => string, set: (v: T) => void, aria: string) => (
    <Select
      ariaLabel={aria}
      selectedOption={option(selected, label(selected))}
      options={values.map((v) => option(v, label(v)))}
      onChange={({ detail }) => set(detail.selectedOption.value as T)}
    />
  );
  return (
    <SpaceBetween size="m">
      <FormField label={t('campaignAbx.vary')}>
        {select(
          value.vary,
          ABX_VARY,
          (v) => t(`campaignAbx.varyOption.${v}`),
          (vary) => onChange({ ...value, vary }),
          t('campaignAbx.vary'),
        )}
      </FormField>
      <FormField
        label={t('campaignAbx.variants')}
        description={t('campaignAbx.rest', { count: Math.max(rest, 0) })}
        errorText={fieldError('variants')}
      >
        <SpaceBetween size="s">
          {value.variants.map((v, i) => (
            <ColumnLayout key={v.key} columns={4}>
              <FormField label={t('campaignAbx.variant', { key: v.key })} errorText={fieldError(`variants.${i}.share`)}>
                <Input
                  type="number"
                  inputMode="numeric"
                  ariaLabel={t('campaignAbx.shareOf', { key: v.key })}
                  value={String(v.share)}
                  onChange={({ detail }) => setVariant(i, { share: Number(detail.value) || 0 })}
                />
              </FormField>
              {varies('subject') ? (
                <FormField label={t('campaignAbx.subject')} errorText={fieldError(`variants.${i}.subject`)}>
                  <Input
                    ariaLabel={t('campaignAbx.subjectOf', { key: v.key })}
                    value={v.subject ?? ''}
                    onChange={({ detail }) => setVariant(i, { subject: detail.value })}
                  />
                </FormField>
              ) : null}
              {varies('sender') ? (
                <FormField label={t('campaignAbx.fromName')} errorText={fieldError(`variants.${i}.fromName`)}>
                  <Input
                    ariaLabel={t('campaignAbx.fromNameOf', { key: v.key })}
                    value={v.fromName ?? ''}
                    onChange={({ detail }) => setVariant(i, { fromName: detail.value })}
                  />
                </FormField>
              ) : null}
              {varies('content') ? (
                <FormField label={t('campaignAbx.content')}>
                  <Select
                    ariaLabel={t('campaignAbx.contentOf', { key: v.key })}
                    placeholder={t('campaignAbx.contentOwn')}
                    selectedOption={contentOptions.find((o) => o.value === v.contentMailingId) ?? null}
                    options={contentOptions}
                    statusType={mailings.isLoading ? 'loading' : 'finished'}
                    onChange={({ detail }) => setVariant(i, { contentMailingId: detail.selectedOption.value })}
                  />
                </FormField>
              ) : null}
            </ColumnLayout>
          ))}
          <SpaceBetween size="xs" direction="horizontal">
            <Button
              disabled={value.variants.length >= ABX_VARIANTS_MAX}
              onClick={() => {
                const key = ABX_VARIANT_KEYS.find((k) => !value.variants.some((v) => v.key === k))!;
                onChange({ ...value, variants: [...value.variants, { key, share: 10 }] });
              }}
            >
              {t('campaignAbx.addVariant')}
            </Button>
            <Button
              disabled={value.variants.length <= ABX_VARIANTS_MIN}
              onClick={() => onChange({ ...value, variants: value.variants.slice(0, -1) })}
            >
              {t('campaignAbx.removeVariant')}
            </Button>
          </SpaceBetween>
        </SpaceBetween>
      </FormField>
      <ColumnLayout columns={3}>
        <FormField label={t('campaignAbx.metric')}>
          {select(
            value.winnerBy.metric,
            ABX_METRICS,
            (m) => t(`campaignAbx.metricOption.${m}`),
            (metric) => onChange({ ...value, winnerBy: { ...value.winnerBy, metric } }),
            t('campaignAbx.metric'),
          )}
        </FormField>
        <FormField label={t('campaignAbx.measure')}>
          {select(
            value.winnerBy.measure,
            ABX_MEASURES,
            (m) => t(`campaignAbx.measureOption.${m}`),
            (measure) => onChange({ ...value, winnerBy: { ...value.winnerBy, measure } }),
            t('campaignAbx.measure'),
          )}
        </FormField>
        <FormField label={t('campaignAbx.decideAfter')} errorText={fieldError('decideAfterHours')}>
          {select(
            String(value.decideAfterHours),
            SENDING_HOUR_OPTIONS.map(String),
            (h) => t('campaignAbx.hours', { count: Number(h) }),
            (h) => onChange({ ...value, decideAfterHours: Number(h) as Abx['decideAfterHours'] }),
            t('campaignAbx.decideAfter'),
          )}
        </FormField>
      </ColumnLayout>
      <FormField label={t('campaignAbx.repeat')} description={t('campaignAbx.repeatHint')}>
        <Toggle
          checked={!!value.cron}
          onChange={({ detail }) => {
            const { cron: _cron, until: _until, ...rest } = value;
            onChange(detail.checked ? { ...rest, cron: cyclicSection.initial(mailing).cron } : rest);
          }}
          data-testid="abx-repeat"
        >
          {t('campaignAbx.repeatToggle')}
        </Toggle>
      </FormField>
      {value.cron ? (
        <RepeatFields value={value} onChange={onChange} errors={errors} timeZone={timeZone} mailing={mailing} />
      ) : (
        <FormField label={t('campaignAbx.at')} description={t('campaignAbx.atHint')} errorText={fieldError('at')}>
          <Input
            ariaLabel={t('campaignAbx.at')}
            placeholder="YYYY-MM-DDTHH:mm"
            value={value.at ?? ''}
            onChange={({ detail }) => {
              const { at: _at, ...rest } = value;
              onChange(detail.value ? { ...rest, at: detail.value } : rest);
            }}
          />
        </FormField>
      )}
    </SpaceBetween>
  );
}

/**
 * Cyclic A/B/X: the cyclic section's cron fields and range, each run then an A/B/X test of its
 * own; the range starts at the test's `at` (the API's name for it here).
 */
function RepeatFields({ value, onChange, errors, ...props }: SectionProps<'abx'>) {
  const CyclicFields = cyclicSection.Section;
  const { cron, at, until } = value;
  return (
    <CyclicFields
      {...props}
      value={{ type: 'cyclic', cron: cron!, ...(at ? { from: at } : {}), ...(until ? { until } : {}) }}
      onChange={(cyclic) => {
        const { at: _at, until: _until, ...rest } = value;
        onChange({
          ...rest,
          cron: cyclic.cron,
          ...(cyclic.from ? { at: cyclic.from } : {}),
          ...(cyclic.until ? { until: cyclic.until } : {}),
        });
      }}
      errors={errors.map((e) => (e.path === 'at' || e.path === 'schedule.at' ? { ...e, path: 'from' } : e))}
    />
  );
}

/** Empty fields are the mailing's own: left out rather than sent empty. */
function dropEmpty(v: Variant): Variant {
  return Object.fromEntries(Object.entries(v).filter(([, x]) => x !== '' && x !== undefined)) as Variant;
}

export const abxSection: SendTypeSection<'abx'> = {
  available: true,
  Section: AbxSection,
  initial: (mailing) => ({
    type: 'abx',
    vary: 'subject',
    variants: [
      { key: 'A', share: 10, subject: mailing.subject },
      { key: 'B', share: 10 },
    ],
    winnerBy: { metric: 'opens', measure: 'rate' },
    decideAfterHours: 4,
  }),
};
