import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ValueContext } from '@shared/properties';
import { CreateSubscriberBody, UpdateSubscriberBody, type Subscriber } from '@shared/schemas/subscriber';
import { useFormSubmit } from '@web/common/use-form-submit';
import { useZodForm } from '@web/common/use-zod-form';
import { propertyLabel } from '../common/property-labels';
import { valueProperties, type PropertyCatalog } from '../common/use-properties';
import { formErrors, formValues, propKey, toCreateBody, toUpdateBody } from './form-values';

/** Refusals that are about one field although the API sends them for the whole request. */
const CODE_FIELDS = {
  SUBSCRIBER_EMAIL_EXISTS: 'email',
  SUBSCRIBER_GSM_EXISTS: 'gsm',
  SUBSCRIBER_FORGOTTEN: 'email',
  SUBSCRIBER_INVALID_STATUS: 'status',
} as const;

const valueContext = (catalog: PropertyCatalog): ValueContext => ({
  allowOtherGsmPrefixes: catalog.allowOtherGsmPrefixes,
  now: () => new Date().toISOString(),
});

/** Field names for errors shown for the whole form (paths the form has no input for). */
function useFieldLabels(catalog: PropertyCatalog): Record<string, string> {
  const { t } = useTranslation();
  const labels: Record<string, string> = {};
  for (const def of catalog.items) labels[def.kind === 'base' ? def.id : propKey(def.id)] = propertyLabel(t, def);
  return labels;
}

/** A new subscriber: the form, its client-side checks (the API's own) and the submit. */
export function useNewSubscriberForm(catalog: PropertyCatalog) {
  const defs = valueProperties(catalog.items);
  const [initial] = useState(() => formValues(defs));
  const form = useZodForm(CreateSubscriberBody, initial, {
    prepare: (v) => toCreateBody(v, defs),
    extra: (v) => formErrors(v, defs, valueContext(catalog)),
  });
  // Once created, the page is on its way to the details: it stays busy and asks nothing on leaving.
  const submit = useFormSubmit(form, { codeFields: CODE_FIELDS, keepBusy: true });
  return { form, defs, labels: useFieldLabels(catalog), ...submit };
}

/** Editing a subscriber: only what changed is checked and sent, with the version read. */
export function useEditSubscriberForm(catalog: PropertyCatalog, subscriber: Subscriber) {
  const defs = valueProperties(catalog.items);
  const [initial] = useState(() => formValues(defs, subscriber));
  const form = useZodForm(UpdateSubscriberBody, initial, {
    prepare: (v) => toUpdateBody(v, initial, defs, subscriber.version),
    extra: (v) => formErrors(v, defs, valueContext(catalog), initial),
  });
  const submit = useFormSubmit(form, { codeFields: CODE_FIELDS });
  return { form, defs, labels: useFieldLabels(catalog), ...submit };
}
