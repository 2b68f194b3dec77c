import { ulid } from 'ulid';
import type { PropertyDef } from '@shared/properties';
import type { ConfirmSettings, Consent, SignupForm, SignupFormBody } from '@shared/schemas/signup';
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

/** What every form's view of an account is built from: read once, however many forms are shown. */
interface FormContext {
  byId: Map<string, PropertyDef>;
  byConsent: Map<string, Consent>;
  branding: FormView['branding'];
  logoUrl?: string;
  documents: FormView['documents'];
  base: string;
}

async function formContext(accountId: string): Promise<FormContext> {
  const [props, consents, { branding, logoUrl }, documents, base] = await Promise.all([
    propertiesService.all(accountId),
    consentsRepository.list(accountId),
    publicBranding(accountId),
    accountDocuments(accountId),
    getPublicBaseUrl(),
  ]);
  return {
    byId: new Map(props.map((p) => [p.id, p])),
    byConsent: new Map(consents.map((c) => [c.id, c])),
    branding,
    ...(logoUrl ? { logoUrl } : {}),
    documents,
    base,
  };
}

/**
 * What a hosted page shows: the address first, then the form's fields and consents as they are now
 * (a property or a consent deleted since the form was saved is left out).
 */
function viewOf(ctx: FormContext, accountId: string, form: FormRecord): FormView {
  const { byId, byConsent } = ctx;
  const fields: FieldView[] = [
    { propertyId: 'email', required: true, def: byId.get('email')! },
    ...form.fields.flatMap((f) => (canAsk(byId.get(f.propertyId)) ? [{ ...f, def: byId.get(f.propertyId)! }] : [])),
  ];
  return {
    title: form.name,
    language: form.language,
    action: `${ctx.base}${hostedPath(accountId, form.id)}`,
    fields,
    consents: form.consentIds.flatMap((id) => (byConsent.has(id) ? [byConsent.get(id)!] : [])),
    branding: ctx.branding,
    ...(ctx.logoUrl ? { logoUrl: ctx.logoUrl } : {}),
    documents: ctx.documents,
  };
}

/** One form's view (the hosted page): the account's context read for it alone. */
export async function formView(accountId: string, form: FormRecord): Promise<FormView> {
  return viewOf(await formContext(accountId), accountId, form);
}

function withAddresses(ctx: FormContext, accountId: string, form: FormRecord): SignupForm {
  const view = viewOf(ctx, accountId, form);
  return { ...form, hostedUrl: view.action, embedHtml: signupPages.embed(view) };
}

const oneWithAddresses = async (accountId: string, form: FormRecord) => withAddresses(await formContext(accountId), accountId, form);

export const formsService = {
  async list(accountId: string): Promise<{ items: SignupForm[] }> {
    // The account's context once for the whole list, not once per form (about five reads each).
    const [forms, ctx] = await Promise.all([formsRepository.list(accountId), formContext(accountId)]);
    return { items: forms.map((f) => withAddresses(ctx, accountId, f)) };
  },

  async get(accountId: string, id: string): Promise<SignupForm> {
    const form = await formsRepository.get(accountId, id);
    if (!form) throw new NotFoundError('SIGNUP_FORM_NOT_FOUND');
    return oneWithAddresses(accountId, form);
  },

  async create(accountId: string, body: SignupFormBody): Promise<SignupForm> {
    await check(accountId, body);
    const at = nowIso();
    const form: FormRecord = { id: ulid(), ...body, createdAt: at, updatedAt: at };
    await formsRepository.put(accountId, form, false);
    return oneWithAddresses(accountId, form);
  },

  async update(accountId: string, id: string, body: SignupFormBody): Promise<SignupForm> {
    const prev = await formsRepository.get(accountId, id);
    if (!prev) throw new NotFoundError('SIGNUP_FORM_NOT_FOUND');
    await check(accountId, body);
    const form: FormRecord = { ...prev, ...body, updatedAt: nowIso() };
    if (!(await formsRepository.put(accountId, form, true))) throw new NotFoundError('SIGNUP_FORM_NOT_FOUND');
    return oneWithAddresses(accountId, form);
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
