import { useEffect, useState } from 'react';
import type { FieldError } from '@shared/errors';
import { SaveSecurityPolicyBody, type SecurityPolicy } from '@shared/schemas/security';
import { toFieldErrors } from '@shared/validation';
import { api, isApiError } from '@web/api';
import { pushNotice } from '@web/app/notifications/notification-store';
import { setGrant, withTimedPermission } from '@web/app/timed-permission/timed-store';
import { useSubmission } from '@web/common/use-form-submit';
import { joinLines, splitLines } from './policy-lines';

export interface PolicyValues {
  minLength: SecurityPolicy['minLength'];
  forceChange: boolean;
  /** One phrase a line. */
  phrases: string;
  /** One address, range or CIDR a line. */
  ips: string;
}

const FIELDS: Record<keyof PolicyValues, string> = {
  minLength: 'minLength',
  forceChange: 'forceChangeDays',
  phrases: 'forbiddenPhrases',
  ips: 'ipAllowList',
};

export const toValues = (p: SecurityPolicy): PolicyValues => ({
  minLength: p.minLength,
  forceChange: p.forceChangeDays > 0,
  phrases: joinLines(p.forbiddenPhrases),
  ips: joinLines(p.ipAllowList),
});

export function toBody(v: PolicyValues) {
  const phrases = splitLines(v.phrases);
  const ips = splitLines(v.ips);
  return {
    body: {
      minLength: v.minLength,
      forceChangeDays: v.forceChange ? 90 : 0,
      forbiddenPhrases: phrases.list,
      ipAllowList: ips.list,
    } as const,
    lineOf: { forbiddenPhrases: phrases.lineOf, ipAllowList: ips.lineOf },
  };
}

function check(v: PolicyValues): FieldError[] {
  const { body } = toBody(v);
  const result = SaveSecurityPolicyBody.safeParse(body);
  return result.success ? [] : toFieldErrors(result.error.issues, body);
}

/** Loads the account's policy, holds the form, and saves it behind a timed permission. */
export function usePolicyForm() {
  const [policy, setPolicy] = useState<SecurityPolicy | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [values, setValues] = useState<PolicyValues | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldError[]>([]);
  const { busy, error, run } = useSubmission<'save'>({
    claim: (e) => {
      // Given up at the password prompt: nothing to show.
      if (isApiError(e) && e.silent) return true;
      const fieldErrors = isApiError(e) ? e.fieldErrors : [];
      if (
        fieldErrors.length === 0 ||
        !fieldErrors.every((fe) => Object.values(FIELDS).some((f) => fe.path === f || fe.path.startsWith(`${f}.`)))
      )
        return false;
      setServerErrors(fieldErrors);
      return true;
    },
  });

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    api('security.getPolicy', { signal }).then(
      (p) => {
        setPolicy(p);
        setValues(toValues(p));
      },
      (e: unknown) => signal.aborted || setLoadError(e),
    );
    // The countdown knows about a grant from before this page (a reload, another tab).
    api('security.timedStatus', { signal }).then(
      (status) => setGrant(status),
      () => undefined,
    );
    return () => controller.abort();
  }, []);

  const errors = values ? [...(submitted ? check(values) : []), ...serverErrors] : [];
  return {
    policy,
    loadError,
    values,
    errors,
    lineOf: values ? toBody(values).lineOf : { forbiddenPhrases: [], ipAllowList: [] },
    dirty: values !== null && policy !== null && JSON.stringify(values) !== JSON.stringify(toValues(policy)),
    saving: busy !== null,
    error,
    set<K extends keyof PolicyValues>(field: K, value: PolicyValues[K]) {
      setValues((prev) => (prev ? { ...prev, [field]: value } : prev));
      setServerErrors((prev) => prev.filter((e) => e.path !== FIELDS[field] && !e.path.startsWith(`${FIELDS[field]}.`)));
    },
    async save(): Promise<boolean> {
      if (!values) return false;
      setSubmitted(true);
      setServerErrors([]);
      if (check(values).length > 0) return false;
      const saved = await run('save', () => withTimedPermission(() => api('security.savePolicy', { body: toBody(values).body })));
      if (!saved) return false;
      setPolicy(saved);
      setValues(toValues(saved));
      setSubmitted(false);
      pushNotice({ type: 'success', content: { key: 'securitySettings.saved' } }, 5000);
      return true;
    },
  };
}
