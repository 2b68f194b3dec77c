import { ulid } from 'ulid';
import type { PropertyDef } from '@shared/properties';
import type { ConfirmSettings, SignupForm, SignupFormBody } from '@shared/schemas/signup';
import type { FieldError } from '@shared/errors';
import { publicBranding } from '@functions/branding/service';
import { accountDocuments } from '@functions/company/documents-service';
import { getPublicBaseUrl } from '@functions/platform/config';
import { nowIso } from '@functions/platform/dynamo';
import { NotFoundError, ValidationError } from '@functions/platform/errors';
import { propertiesService } from '@functions/properties/service';
import { consentsRepository } from './consents-repository';
import { formsRepository, type FormRecord } from './forms-repository';
import { signupPages, type FieldView, type FormView } from './public-pages';

/** Base fields a visitor may fill besides the address: their name and number (status, source and the rest are the account's). */
const BASE_FORM_FIELDS = new Set(['name', 'gsm']);
const canAsk = (def: PropertyDef | undefined) => !!def && (def.kind === 'base' ? BASE_FORM_FIELDS.has(def.id) : def.type !== 'spec_agr');

/** The hosted page's path: the account and the form (ids, nothing to guess from). */
export const hostedPath = (accountId: string, formId: string) => `/t/f/${accountId}/${formId}`;

async function check(accountId: string, body: SignupFormBody): Promise<void> {
  const [props, consents] = await Promise.all([propertiesService.all(accountId), consentsRepository.list(accountId)]);
  const byId = new Map(props.map((p) => [p.id, p]));
  const consentIds = new Set(consents.map((c) => c.id));
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  body.fields.forEach((f, i) => {
    if (!canAsk(byId.get(f.propertyId)) || seen.has(f.propertyId))
      errors.push({ path: `fields.${i}.propertyId`, code: 'SIGNUP_FORM_FIELD_INVALID' });
    seen.add(f.propertyId);
  });
  body.consentIds.forEach((id, i) => {
    if (!consentIds.has(id) || body.consentIds.indexOf(id) !== i)
      errors.push({ path: `consentIds.${i}`, code: 'SIGNUP_FORM_FIELD_INVALID' });
  });
  if (errors.length) throw new ValidationError(errors);
}

/**
 * What a hosted page shows: the address first, then the form's fields and consents as they are now
 * (a property or a consent deleted since the form was saved is left out).
 */
export async function formView(accountId: string, form: FormRecord): Promise<FormView> {
  const [props, consents, { branding, logoUrl }, documents, base] = await Promise.all([
    propertiesService.all(accountId),
    consentsRepository.list(accountId),
    publicBranding(accountId),
    accountDocuments(accountId),
    getPublicBaseUrl(),
  ]);
  const byId = new Map(props.map((p) => [p.id, p]));
  const fields: FieldView[] = [
    { propertyId: 'email', required: true, def: byId.get('email')! },
    ...form.fields.flatMap((f) => (canAsk(byId.get(f.propertyId)) ? [{ ...f, def: byId.get(f.propertyId)! }] : [])),
  ];
  const byConsent = new Map(consents.map((c) => [c.id, c]));
  return {
    title: form.name,
    language: form.language,
    action: `${base}${hostedPath(accountId, form.id)}`,
    fields,
    consents: form.consentIds.flatMap((id) => (byConsent.has(id) ? [byConsent.get(id)!] : [])),
    branding,
    ...(logoUrl ? { logoUrl } : {}),
    documents,
  };
}

async function withAddresses(accountId: string, form: FormRecord): Promise<SignupForm> {
  const view = await formView(accountId, form);
  return { ...form, hostedUrl: view.action, embedHtml: signupPages.embed(view) };
}

export const formsService = {
  async list(accountId: string): Promise<{ items: SignupForm[] }> {
    const forms = await formsRepository.list(accountId);
    return { items: await Promise.all(forms.map((f) => withAddresses(accountId, f))) };
  },

  async get(accountId: string, id: string): Promise<SignupForm> {
    const form = await formsRepository.get(accountId, id);
    if (!form) throw new NotFoundError('SIGNUP_FORM_NOT_FOUND');
    return withAddresses(accountId, form);
  },

  async create(accountId: string, body: SignupFormBody): Promise<SignupForm> {
    await check(accountId, body);
    const at = nowIso();
    const form: FormRecord = { id: ulid(), ...body, createdAt: at, updatedAt: at };
    await formsRepository.put(accountId, form, false);
    return withAddresses(accountId, form);
  },

  async update(accountId: string, id: string, body: SignupFormBody): Promise<SignupForm> {
    const prev = await formsRepository.get(accountId, id);
    if (!prev) throw new NotFoundError('SIGNUP_FORM_NOT_FOUND');
    await check(accountId, body);
    const form: FormRecord = { ...prev, ...body, updatedAt: nowIso() };
    if (!(await formsRepository.put(accountId, form, true))) throw new NotFoundError('SIGNUP_FORM_NOT_FOUND');
    return withAddresses(accountId, form);
  },

  /** Sign-ups awaiting confirmation keep the form's id; their confirmation still works (it needs only the consents they ticked). */
  async remove(accountId: string, id: string): Promise<{ ok: true }> {
    if (!(await formsRepository.delete(accountId, id))) throw new NotFoundError('SIGNUP_FORM_NOT_FOUND');
    return { ok: true };
  },

  confirmSettings: (accountId: string) => formsRepository.confirmSettings(accountId),

  async saveConfirmSettings(accountId: string, settings: ConfirmSettings, userId: string): Promise<ConfirmSettings> {
    await formsRepository.saveConfirmSettings(accountId, settings, userId);
    return settings;
  },
};
