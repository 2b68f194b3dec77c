import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import Toggle from '@cloudscape-design/components/toggle';
import { useTranslation } from 'react-i18next';
import { useInputTarget } from './merge-targets';

/** The TXT mode: the plain-text part, generated from the HTML unless the user writes their own. */
export function TextPartEditor({
  text,
  custom,
  generated,
  readOnly,
  onChange,
}: {
  text: string;
  custom: boolean;
  /** The text the server generates from the current HTML (the preview's), when it has answered. */
  generated: string | undefined;
  readOnly: boolean;
  onChange: (patch: { text?: string; textCustom?: boolean }) => void;
}) {
  const { t } = useTranslation();
  const target = useInputTarget(text, (v) => onChange({ text: v }));
  const shown = custom ? text : (generated ?? text);
  return (
    <SpaceBetween size="s">
      <SpaceBetween direction="horizontal" size="s" alignItems="center">
        <Toggle
          checked={custom}
          disabled={readOnly}
          onChange={({ detail }) => onChange(detail.checked ? { textCustom: true, text: shown } : { textCustom: false })}
        >
          {t('editor.text.custom')}
        </Toggle>
        <Button
          formAction="none"
          disabled={readOnly || !custom || generated === undefined}
          onClick={() => onChange({ text: generated ?? text })}
        >
          {t('editor.text.regenerate')}
        </Button>
      </SpaceBetween>
      <FormField label={t('editor.text.label')} description={custom ? t('editor.text.customHint') : t('editor.text.generatedHint')} stretch>
        <div className="goniec-code" {...target}>
          <Textarea
            value={shown}
            onChange={({ detail }) => onChange({ text: detail.value })}
            rows={24}
            readOnly={!custom}
            disabled={readOnly}
          />
        </div>
      </FormField>
    </SpaceBetween>
  );
}
