import type { SchemasFor } from '../route-def';
import { OkResponse as Ok } from '../schemas/auth';
import {
  ConfirmSettings,
  Consent,
  ConsentBody,
  ConsentHistory,
  ConsentList,
  ConsentVersionList,
  SignupForm,
  SignupFormBody,
  SignupFormList,
} from '../schemas/signup';
import type { signupRoutes } from './signup';

/** The zod schemas of the lines in ./signup.ts, by route id. */
export const signupSchemas = {
  'consents.list': { response: ConsentList },
  'consents.create': { body: ConsentBody, response: Consent },
  'consents.update': { body: ConsentBody, response: Consent },
  'consents.versions': { response: ConsentVersionList },
  'consents.delete': { response: Ok },
  'consents.history': { response: ConsentHistory },
  'signupForms.list': { response: SignupFormList },
  'signupForms.create': { body: SignupFormBody, response: SignupForm },
  'signupForms.get': { response: SignupForm },
  'signupForms.update': { body: SignupFormBody, response: SignupForm },
  'signupForms.delete': { response: Ok },
  'confirmSettings.get': { response: ConfirmSettings },
  'confirmSettings.save': { body: ConfirmSettings, response: ConfirmSettings },
} as const satisfies SchemasFor<typeof signupRoutes>;
