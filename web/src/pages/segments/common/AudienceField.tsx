import FormField from '@cloudscape-design/components/form-field';
import Link from '@cloudscape-design/components/link';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import { useTranslation } from 'react-i18next';
import type { Segment } from '@shared/schemas/segments';
import { useFollow } from '@web/common/use-follow';
import { segmentPath } from '../paths';
import { audienceStanding } from './segment-state';
import { useAudienceText } from './use-audience-text';

interface Props {
  value: string | null | undefined;
  onChange: (segmentId: string | null) => void;
  /** The account's segments; undefined while they load (or for a user who may not list them). */
  segments: readonly Segment[] | undefined;
  loading: boolean;
  errorText?: string;
  disabled?: boolean;
  /**
   * What "everyone" means where the field is used, as the field's description and the first
   * option's label and hint; a mailing's wording (every subscribed address) when not given.
   */
  texts?: { description?: string; all?: string; allHint?: string };
}

const ALL = '';

/**
 * Who receives a sending (a mailing, an SMS): everyone it may go to, or one segment's audience
 * (with its size and whether it is current).
 */
export function AudienceField({ value, onChange, segments, loading, errorText, disabled, texts = {} }: Props) {
  const { t } = useTranslation();
  const follow = useFollow();
  const audienceText = useAudienceText();
  const options: SelectProps.Option[] = [
    { value: ALL, label: texts.all ?? t('segments.mailing.all'), description: texts.allHint ?? t('segments.mailing.allHint') },
    ...(segments ?? []).map((s) => ({
      value: s.id,
      label: s.name,
      description: audienceText(s),
      tags: [t(`segments.types.${s.type}`)],
    })),
  ];
  // A segment the list does not hold (not read yet, or not readable by this user) still shows.
  const selected = options.find((o) => o.value === (value ?? ALL)) ?? { value: value ?? ALL, label: t('segments.mailing.unknown') };
  const chosen = value ? segments?.find((s) => s.id === value) : undefined;
  const standing = chosen ? audienceStanding(chosen) : undefined;

  return (
    <FormField
      label={t('segments.mailing.label')}
      description={texts.description ?? t('segments.mailing.description')}
      errorText={errorText}
      secondaryControl={
        chosen ? (
          <Link href={segmentPath(chosen.id)} onFollow={follow}>
            {t('segments.mailing.openSegment')}
          </Link>
        ) : undefined
      }
      constraintText={
        standing === 'none' ? t('segments.mailing.notCalculated') : standing === 'expired' ? t('segments.mailing.expired') : undefined
      }
    >
      <Select
        selectedOption={selected}
        onChange={({ detail }) => onChange(detail.selectedOption.value ? detail.selectedOption.value : null)}
        options={options}
        statusType={loading ? 'loading' : 'finished'}
        loadingText={t('common.loading')}
        filteringType={options.length > 8 ? 'auto' : 'none'}
        disabled={disabled}
        invalid={Boolean(errorText)}
        expandToViewport
      />
    </FormField>
  );
}
