import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import Toggle from '@cloudscape-design/components/toggle';
import { useTranslation } from 'react-i18next';
import { ABX_MEASURES, ABX_VARIANTS_MAX, ABX_VARIANTS_MIN, SENDING_HOUR_OPTIONS } from '@shared/rules/campaigns';
import type { FieldError } from '@shared/errors';
import { useErrorText } from '@web/common/use-error-text';
import { addVariant, removeVariant, restShare, type SmsAbxDraft } from './sms-abx-draft';

interface Props {
  draft: SmsAbxDraft;
  onChange: (draft: SmsAbxDraft) => void;
  errors: FieldError[];
}

/**
 * The SMS form's A/B test: 2 to 5 variants, each with its share of the audience and its own text
 * and/or sender (empty: the sending's), the winner by clicks after one of the spec's hour options;
 * what the shares leave gets the winner.
 */
export function SmsAbxSection({ draft, onChange, errors }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const errorAt = (path: string) => errorText.field(errors.find((e) => e.path === path));
  const setVariant = (i: number, change: Partial<SmsAbxDraft['variants'][number]>) =>
    onChange({ ...draft, variants: draft.variants.map((v, j) => (j === i ? { ...v, ...change } : v)) });
  const hours = SENDING_HOUR_OPTIONS.map((h) => ({ value: String(h), label: t('smsAbx.form.hours', { count: h }) }));
  const measures = ABX_MEASURES.map((m) => ({ value: m, label: t(`smsAbx.form.measures.${m}`) }));

  return (
    <Container
      header={
        <Header variant="h2" description={t('smsAbx.form.description')}>
          {t('smsAbx.form.title')}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <Toggle checked={draft.active} onChange={({ detail }) => onChange({ ...draft, active: detail.checked })}>
          {t('smsAbx.form.active')}
        </Toggle>
        {draft.active && (
          <>
            <FormField errorText={errorAt('abx.variants')} stretch>
              <SpaceBetween size="m">
                {draft.variants.map((v, i) => (
                  <Container
                    key={v.key}
                    header={
                      <Header
                        variant="h3"
                        actions={
                          draft.variants.length > ABX_VARIANTS_MIN ? (
                            <Button
                              formAction="none"
                              iconName="remove"
                              ariaLabel={t('smsAbx.form.removeLabel', { key: v.key })}
                              onClick={() => onChange(removeVariant(draft, v.key))}
                            />
                          ) : undefined
                        }
                      >
                        {t('smsAbx.variant', { key: v.key })}
                      </Header>
                    }
                  >
                    <ColumnLayout columns={2}>
                      <FormField label={t('smsAbx.form.share')} errorText={errorAt(`abx.variants.${i}.share`)}>
                        <Input
                          type="number"
                          inputMode="numeric"
                          value={v.share}
                          onChange={({ detail }) => setVariant(i, { share: detail.value })}
                        />
                      </FormField>
                      <FormField
                        label={t('smsAbx.form.sender')}
                        description={t('smsAbx.form.ownHint')}
                        errorText={errorAt(`abx.variants.${i}.sender`)}
                      >
                        <Input value={v.sender} onChange={({ detail }) => setVariant(i, { sender: detail.value })} />
                      </FormField>
                    </ColumnLayout>
                    <FormField
                      label={t('smsAbx.form.content')}
                      description={t('smsAbx.form.ownHint')}
                      errorText={errorAt(`abx.variants.${i}.content`)}
                      stretch
                    >
                      <Textarea rows={3} value={v.content} onChange={({ detail }) => setVariant(i, { content: detail.value })} />
                    </FormField>
                  </Container>
                ))}
              </SpaceBetween>
            </FormField>
            {draft.variants.length < ABX_VARIANTS_MAX && (
              <Button formAction="none" iconName="add-plus" onClick={() => onChange(addVariant(draft))}>
                {t('smsAbx.form.add')}
              </Button>
            )}
            <Box>{t('smsAbx.form.rest', { share: restShare(draft) })}</Box>
            <ColumnLayout columns={2}>
              <FormField label={t('smsAbx.form.measure')} description={t('smsAbx.form.measureHint')}>
                <Select
                  selectedOption={measures.find((m) => m.value === draft.measure)!}
                  options={measures}
                  onChange={({ detail }) => onChange({ ...draft, measure: detail.selectedOption.value as SmsAbxDraft['measure'] })}
                />
              </FormField>
              <FormField label={t('smsAbx.form.decideAfter')} errorText={errorAt('abx.decideAfterHours')}>
                <Select
                  selectedOption={hours.find((h) => h.value === String(draft.decideAfterHours))!}
                  options={hours}
                  onChange={({ detail }) => onChange({ ...draft, decideAfterHours: Number(detail.selectedOption.value) })}
                />
              </FormField>
            </ColumnLayout>
          </>
        )}
      </SpaceBetween>
    </Container>
  );
}
