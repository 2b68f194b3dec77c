import FormField from '@cloudscape-design/components/form-field';
import Multiselect, { type MultiselectProps } from '@cloudscape-design/components/multiselect';
import { useTranslation } from 'react-i18next';
import type { Segment } from '@shared/schemas/segments';
import { useAudienceText } from '@web/pages/segments/common/use-audience-text';

interface Props {
  value: readonly string[];
  onChange: (ids: string[]) => void;
  /** The account's segments; undefined while they load, or for an administrator who may not list them. */
  segments: readonly Segment[] | undefined;
  loading: boolean;
  errorText?: string;
  disabled?: boolean;
}

/**
 * Spec section 6: a user may be restricted to segments, and then sees and acts only on their
 * members (lists, details, exports, sends). None chosen: every subscriber.
 */
export function SegmentRestrictionField({ value, onChange, segments, loading, errorText, disabled }: Props) {
  const { t } = useTranslation();
  const audienceText = useAudienceText();
  const options: MultiselectProps.Option[] = (segments ?? []).map((s) => ({ value: s.id, label: s.name, description: audienceText(s) }));
  // Chosen segments the list does not hold (still loading, or not readable by this administrator) still show.
  const selected = value.map((id) => options.find((o) => o.value === id) ?? { value: id, label: t('segments.userForm.unknown', { id }) });
  return (
    <FormField
      label={t('segments.userForm.label')}
      description={value.length ? t('segments.userForm.restricted', { count: value.length }) : t('segments.userForm.unrestricted')}
      constraintText={t('segments.userForm.hint')}
      errorText={errorText}
    >
      <Multiselect
        selectedOptions={selected}
        onChange={({ detail }) => onChange(detail.selectedOptions.map((o) => o.value ?? ''))}
        options={options}
        statusType={loading ? 'loading' : 'finished'}
        loadingText={t('common.loading')}
        placeholder={t('segments.userForm.placeholder')}
        empty={t('segments.userForm.empty')}
        filteringType="auto"
        disabled={disabled}
        invalid={Boolean(errorText)}
        i18nStrings={{ tokenLimitShowMore: t('usersAdmin.common.showMore'), tokenLimitShowFewer: t('usersAdmin.common.showFewer') }}
        deselectAriaLabel={(o) => t('usersAdmin.common.remove', { name: o.label ?? '' })}
      />
    </FormField>
  );
}
