import DatePicker from '@cloudscape-design/components/date-picker';
import { useTranslation } from 'react-i18next';

/** Where the picker's words are: the area of the page it is on (an area's texts load with its pages, core.json is full). */
type Texts = 'subscribers.date' | 'campaignPlan.date';

interface Props {
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  ariaLabel?: string;
  disabled?: boolean;
  /** The subscribers' (the default: properties, filters, segments) or the plan dialog's. */
  texts?: Texts;
}

/** A calendar day typed or picked, kept as YYYY-MM-DD (the spec's date format), with our own words. */
export function DatePickerInput({ value, onChange, invalid, ariaLabel, disabled, texts = 'subscribers.date' }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <DatePicker
      value={value}
      onChange={({ detail }) => onChange(detail.value)}
      invalid={invalid}
      disabled={disabled}
      ariaLabel={ariaLabel}
      format="iso"
      placeholder={t(`${texts}.placeholder`)}
      locale={i18n.language}
      expandToViewport
      i18nStrings={{
        todayAriaLabel: t(`${texts}.today`),
        nextMonthAriaLabel: t(`${texts}.nextMonth`),
        previousMonthAriaLabel: t(`${texts}.previousMonth`),
        openCalendarAriaLabel: (selected) => (selected ? t(`${texts}.openSelected`, { date: selected }) : t(`${texts}.open`)),
      }}
    />
  );
}
