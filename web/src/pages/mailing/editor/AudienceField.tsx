import FormField from '@cloudscape-design/components/form-field';
import Link from '@cloudscape-design/components/link';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import { useTranslation } from 'react-i18next';
import type { Segment } from '@shared/schemas/segments';
import { useFollow } from '@web/common/use-follow';
import { audienceStanding } from '@web/pages/segments/common/segment-state';
import { useAudienceText } from '@web/pages/segments/common/use-audience-text';
import { segmentPath } from '@web/pages/segments/paths';

interface Props {
  value: string | null | undefined;
  onChange: (segmentId: string | null) => void;
  /** The account's segments; undefined while they load (or for a user who may not list them). */
  segments: readonly Segment[] | undefined;
  loading: boolean;
  errorText?: string;
  disabled?: boolean;
}

const ALL = '';

/** Who receives the mailing: every subscribed address, or one segment's audience (with its size and whether it is current). */
export function AudienceField({ value, onChange, segments, loading, errorText, disabled }: Props) {
  const { t } = useTranslation();
  const follow = useFollow();
  const audienceText = useAudienceText();
  const options: SelectProps.Option[] = [
    { value: ALL, label: t('segments.mailing.all'), description: t('segments.mailing.allHint') },
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
      description={t('segments.mailing.description')}
      errorText={errorText}
      secondaryControl={chosen ? <Link href={segmentPath(chosen.id)} onFollow={follow}>{t('segments.mailing.openSegment')}</Link> : undefined}
      constraintText={standing === 'none' ? t('segments.mailing.notCalculated') : standing === 'expired' ? t('segments.mailing.expired') : undefined}
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
