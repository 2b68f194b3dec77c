import Checkbox from '@cloudscape-design/components/checkbox';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { useTranslation } from 'react-i18next';
import type { FieldError } from '@shared/errors';
import { useErrorText } from '@web/common/use-error-text';
import type { ContentDraft, EventDraft } from './types';

const EMPTY_EVENT: EventDraft = { title: '', description: '', start: '', end: '', location: '', organiser: '' };

/** UTM parameters added to the links, and the event the e-mail invites to ("add to calendar" .ics link). */
export function AdvancedFields({
  value,
  onChange,
  readOnly,
  errors,
}: {
  value: Pick<ContentDraft, 'utm' | 'event'>;
  onChange: (patch: Partial<Pick<ContentDraft, 'utm' | 'event'>>) => void;
  readOnly: boolean;
  errors: Record<string, FieldError | undefined>;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const utm = (key: keyof ContentDraft['utm']) => (
    <FormField label={t(`editor.utm.${key}`)} errorText={errorText.field(errors[`utm.${key}`])}>
      <Input
        value={value.utm[key]}
        disabled={readOnly}
        onChange={({ detail }) => onChange({ utm: { ...value.utm, [key]: detail.value } })}
      />
    </FormField>
  );
  const event = value.event;
  const setEvent = (patch: Partial<EventDraft>) => onChange({ event: { ...(event ?? EMPTY_EVENT), ...patch } });
  const field = (key: keyof EventDraft, type: 'text' | 'datetime-local' = 'text') => (
    <FormField label={t(`editor.event.${key}`)} errorText={errorText.field(errors[`event.${key}`])}>
      {key === 'description' ? (
        <Textarea value={event?.[key] ?? ''} disabled={readOnly} onChange={({ detail }) => setEvent({ [key]: detail.value })} rows={3} />
      ) : type === 'datetime-local' ? (
        // Cloudscape's Input has no datetime-local type: the native control keeps the user's own clock.
        <input
          className="goniec-datetime"
          type="datetime-local"
          aria-label={t(`editor.event.${key}`)}
          value={event?.[key] ?? ''}
          disabled={readOnly}
          onChange={(e) => setEvent({ [key]: e.target.value })}
        />
      ) : (
        <Input value={event?.[key] ?? ''} disabled={readOnly} onChange={({ detail }) => setEvent({ [key]: detail.value })} />
      )}
    </FormField>
  );
  return (
    <ExpandableSection headerText={t('editor.advanced.title')} variant="container">
      <SpaceBetween size="l">
        <ColumnLayout columns={3}>
          {utm('source')}
          {utm('medium')}
          {utm('campaign')}
        </ColumnLayout>
        <Checkbox
          checked={event !== null}
          disabled={readOnly}
          onChange={({ detail }) => onChange({ event: detail.checked ? EMPTY_EVENT : null })}
        >
          {t('editor.event.enabled', { field: '{{ calendar_url }}' })}
        </Checkbox>
        {event && (
          <ColumnLayout columns={2}>
            {field('title')}
            {field('organiser')}
            {field('start', 'datetime-local')}
            {field('end', 'datetime-local')}
            {field('location')}
            {field('description')}
          </ColumnLayout>
        )}
      </SpaceBetween>
    </ExpandableSection>
  );
}
