import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { EMAIL_TYPES, SETTABLE_STATUSES, SUBSCRIBER_STATUS, type EmailType } from '@shared/constants';
import type { FieldError } from '@shared/errors';
import type { Property } from '@shared/schemas/properties';
import type { Subscriber } from '@shared/schemas/subscriber';
import { TextField } from '@web/common/TextField';
import { useErrorText } from '@web/common/use-error-text';
import { propKey, type PropInput, type SubscriberFormValues } from './form-values';
import { PropertyInput } from './PropertyInput';

interface Props {
  values: SubscriberFormValues;
  errors: Record<string, FieldError | undefined>;
  set: <K extends keyof SubscriberFormValues>(field: K, value: SubscriberFormValues[K]) => void;
  /** Personal and custom properties, each with an input. */
  properties: readonly Property[];
  allowOtherGsmPrefixes: boolean;
  /** The subscriber being edited (consent dates on record). */
  subscriber?: Subscriber;
  autoFocus?: boolean;
}

/** The base fields, then every property with an input by its type. */
export function SubscriberFields({ values, errors, set, properties, allowOtherGsmPrefixes, subscriber, autoFocus }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const statusOptions = SETTABLE_STATUSES.map((s) => ({ value: String(s), label: t(`subscribers.status.${s}`) }));
  const typeOptions = EMAIL_TYPES.map((type) => ({ value: type, label: t(`subscribers.emailType.${type}`) }));
  const error = (key: string) => errorText.field(errors[key]);

  return (
    <SpaceBetween size="l">
      <Container
        header={
          <Header variant="h2" description={t('subscribers.form.contactHint')}>
            {t('subscribers.form.contact')}
          </Header>
        }
      >
        <ColumnLayout columns={2}>
          <TextField
            label={t('subscribers.fields.email')}
            type="email"
            autoComplete="off"
            autoFocus={autoFocus}
            value={values.email}
            onChange={(v) => set('email', v)}
            errorText={error('email')}
          />
          <TextField
            label={t('subscribers.fields.gsm')}
            autoComplete="off"
            value={values.gsm}
            onChange={(v) => set('gsm', v)}
            errorText={error('gsm')}
            constraintText={allowOtherGsmPrefixes ? t('subscribers.form.gsmAny') : t('subscribers.form.gsm48')}
          />
          <TextField
            label={t('subscribers.fields.name')}
            autoComplete="off"
            constraintText={t('common.optional')}
            value={values.name}
            onChange={(v) => set('name', v)}
            errorText={error('name')}
          />
          <FormField label={t('subscribers.fields.status')} errorText={error('status')}>
            <Select
              selectedOption={statusOptions.find((o) => o.value === values.status) ?? null}
              onChange={({ detail }) => set('status', detail.selectedOption.value ?? String(SUBSCRIBER_STATUS.verified))}
              options={statusOptions}
            />
          </FormField>
          <FormField label={t('subscribers.fields.emailType')} errorText={error('emailType')}>
            <Select
              selectedOption={typeOptions.find((o) => o.value === values.emailType) ?? null}
              onChange={({ detail }) => set('emailType', (detail.selectedOption.value ?? 'normal') as EmailType)}
              options={typeOptions}
            />
          </FormField>
          {/* One line: a comment is a text property, imported and exported as one cell (shared/rules/text.ts). */}
          <TextField
            label={t('subscribers.fields.comment')}
            constraintText={t('common.optional')}
            value={values.comment}
            onChange={(v) => set('comment', v)}
            errorText={error('comment')}
          />
        </ColumnLayout>
      </Container>
      {properties.length > 0 && (
        <Container
          header={
            <Header variant="h2" description={t('subscribers.form.propertiesHint')}>
              {t('subscribers.form.properties')}
            </Header>
          }
        >
          <ColumnLayout columns={2}>
            {properties.map((def) => (
              <PropertyInput
                key={def.id}
                def={def}
                value={values[propKey(def.id)] ?? ''}
                onChange={(value: PropInput) => set(propKey(def.id), value)}
                errorText={error(propKey(def.id))}
                consentGivenAt={
                  def.type === 'spec_agr' && typeof subscriber?.props[def.id] === 'string'
                    ? (subscriber.props[def.id] as string)
                    : undefined
                }
                allowOtherGsmPrefixes={allowOtherGsmPrefixes}
              />
            ))}
          </ColumnLayout>
        </Container>
      )}
    </SpaceBetween>
  );
}
