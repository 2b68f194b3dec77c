import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import Toggle from '@cloudscape-design/components/toggle';
import { useTranslation } from 'react-i18next';
import { DEFAULT_FORBIDDEN_PHRASES } from '@shared/schemas/auth';
import { PASSWORD_MIN_LENGTHS, PHRASE_MAX, PHRASE_MIN } from '@shared/rules/password-policy';
import type { SecurityPolicy } from '@shared/schemas/security';
import { SubmitForm } from '@web/common/SubmitForm';
import { useErrorText } from '@web/common/use-error-text';
import { useFormatDate } from '@web/common/use-format-date';
import { lineErrors, type LineError } from './policy-lines';
import type { usePolicyForm } from './use-policy-form';

type PolicyForm = ReturnType<typeof usePolicyForm>;

/** The account's password rules and sign-in IP allow-list; saving needs a timed permission. */
export function PolicyForm({ form }: { form: PolicyForm }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const formatDate = useFormatDate();
  const values = form.values!;
  const lengthOptions = PASSWORD_MIN_LENGTHS.map((n) => ({ value: String(n), label: t('securitySettings.minLengthOption', { count: n }) }));
  const describe = (errors: LineError[]) =>
    errors.length === 0 ? undefined : (
      <span style={{ whiteSpace: 'pre-line' }}>
        {errors
          .map((e) =>
            e.line === null
              ? errorText.field(e.error)
              : t('securitySettings.lineError', { line: e.line, message: errorText.field(e.error) }),
          )
          .join('\n')}
      </span>
    );
  const phraseErrors = lineErrors(form.errors, 'forbiddenPhrases', form.lineOf.forbiddenPhrases);
  const ipErrors = lineErrors(form.errors, 'ipAllowList', form.lineOf.ipAllowList);
  const lockout = ipErrors.find((e) => e.error.code === 'IP_SELF_LOCKOUT');
  const lockoutIp = lockout ? String(lockout.error.params?.ip ?? '') : '';
  const fieldError = (path: string) => errorText.field(form.errors.find((e) => e.path === path));

  return (
    <SubmitForm onSubmit={() => form.save()}>
      <Form
        errorText={form.error ? <span style={{ whiteSpace: 'pre-line' }}>{errorText.describe(form.error)}</span> : undefined}
        errorIconAriaLabel={t('common.error')}
        actions={
          <Button variant="primary" formAction="submit" loading={form.saving}>
            {t('common.save')}
          </Button>
        }
      >
        <SpaceBetween size="l">
          <Alert type="info">{t('securitySettings.timedHint')}</Alert>
          <Container
            header={
              <Header variant="h2" description={t('securitySettings.passwordsDescription')}>
                {t('securitySettings.passwords')}
              </Header>
            }
          >
            <SpaceBetween size="l">
              <FormField label={t('securitySettings.minLength')} errorText={fieldError('minLength')}>
                <Select
                  selectedOption={lengthOptions.find((o) => o.value === String(values.minLength)) ?? null}
                  onChange={({ detail }) => form.set('minLength', Number(detail.selectedOption.value) as SecurityPolicy['minLength'])}
                  options={lengthOptions}
                />
              </FormField>
              <FormField
                label={t('securitySettings.forceChange')}
                description={t('securitySettings.forceChangeHint')}
                errorText={fieldError('forceChangeDays')}
              >
                <Toggle checked={values.forceChange} onChange={({ detail }) => form.set('forceChange', detail.checked)}>
                  {t('securitySettings.forceChangeToggle')}
                </Toggle>
              </FormField>
              <FormField
                label={t('securitySettings.phrases')}
                description={t('securitySettings.phrasesHint', { min: PHRASE_MIN, max: PHRASE_MAX })}
                constraintText={t('securitySettings.phrasesDefaults', { phrases: DEFAULT_FORBIDDEN_PHRASES.join(', ') })}
                errorText={describe(phraseErrors)}
              >
                <Textarea
                  value={values.phrases}
                  onChange={({ detail }) => form.set('phrases', detail.value)}
                  rows={6}
                  invalid={phraseErrors.length > 0}
                  spellcheck={false}
                />
              </FormField>
            </SpaceBetween>
          </Container>
          <Container
            header={
              <Header variant="h2" description={t('securitySettings.ipsDescription')}>
                {t('securitySettings.ips')}
              </Header>
            }
          >
            <SpaceBetween size="m">
              <FormField label={t('securitySettings.ipList')} description={t('securitySettings.ipListHint')} errorText={describe(ipErrors)}>
                <Textarea
                  value={values.ips}
                  onChange={({ detail }) => form.set('ips', detail.value)}
                  rows={6}
                  invalid={ipErrors.length > 0}
                  spellcheck={false}
                  placeholder={'203.0.113.7\n10.0.0.0/8'}
                />
              </FormField>
              {lockoutIp && (
                <Button iconName="add-plus" onClick={() => form.set('ips', [values.ips.trimEnd(), lockoutIp].filter(Boolean).join('\n'))}>
                  {t('securitySettings.addMyIp', { ip: lockoutIp })}
                </Button>
              )}
            </SpaceBetween>
          </Container>
          {form.policy?.updatedAt && (
            <Box variant="small">{t('securitySettings.updatedAt', { date: formatDate(form.policy.updatedAt, true) })}</Box>
          )}
        </SpaceBetween>
      </Form>
    </SubmitForm>
  );
}
