import DatePicker from '@cloudscape-design/components/date-picker';
import { useTranslation } from 'react-i18next';

interface Props {
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  ariaLabel?: string;
  disabled?: boolean;
}

/** A calendar day typed or picked, kept as YYYY-MM-DD (the spec's date format), with our own words. */
export function DatePickerInput({ value, onChange, invalid, ariaLabel, disabled }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <DatePicker
      value={value}
      onChange={({ detail }) => onChange(detail.value)}
      invalid={invalid}
      disabled={disabled}
      ariaLabel={ariaLabel}
      format="iso"
      placeholder={t('subscribers.date.placeholder')}
      locale={i18n.language}
      expandToViewport
      i18nStrings={{
        todayAriaLabel: t('subscribers.date.today'),
        nextMonthAriaLabel: t('subscribers.date.nextMonth'),
        previousMonthAriaLabel: t('subscribers.date.previousMonth'),
        openCalendarAriaLabel: (selected) =>
          selected ? t('subscribers.date.openSelected', { date: selected }) : t('subscribers.date.open'),
      }}
    />
  );
}
