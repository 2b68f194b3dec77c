import { ONBOARDING_STEPS, STEP_SCHEMAS, type OnboardingData, type OnboardingState, type SaveStepBody } from '@shared/schemas/onboarding';
import type { CurrentUser } from '@shared/schemas/user';
import { toFieldErrors } from '@shared/validation';
import { nowIso } from '@functions/platform/dynamo';
import { BadRequestError } from '@functions/platform/errors';
import type { Principal } from '@functions/platform/http';
import { usersRepository } from '@functions/users/repository';
import { loadCurrentUser } from '@functions/users/service';
import { onboardingRepository } from './repository';

/** The first step whose answers are missing or no longer valid; all six valid → past the end. */
function firstOpenStep(data: OnboardingData): number {
  const index = ONBOARDING_STEPS.findIndex((step) => !STEP_SCHEMAS[step].safeParse(data[step]).success);
  return index === -1 ? ONBOARDING_STEPS.length + 1 : index + 1;
}

/**
 * Registration asks for one name field ("Imię i nazwisko"): its last word is taken as the last
 * name and the words before it as the first name(s) (double first names are common in Polish,
 * two-word surnames take a hyphen). One word is a first name alone.
 */
export function splitFullName(name: string): { firstName?: string; lastName?: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return {};
  if (words.length === 1) return { firstName: words[0] };
  return { firstName: words.slice(0, -1).join(' '), lastName: words.at(-1) };
}

/** The answers registration already gave: the user's name and the account's (company) name. */
async function knownFromRegistration(principal: Principal): Promise<OnboardingState['known']> {
  const [user, account] = await Promise.all([usersRepository.getUser(principal.userId), usersRepository.getAccount(principal.accountId)]);
  return {
    about: user?.name ? splitFullName(user.name) : {},
    company: account?.name ? { name: account.name } : {},
  };
}

function toState(data: OnboardingData, completed: boolean, known: OnboardingState['known']): OnboardingState {
  return {
    currentStep: Math.min(firstOpenStep(data), ONBOARDING_STEPS.length),
    totalSteps: ONBOARDING_STEPS.length,
    completed,
    data: data as OnboardingState['data'],
    known,
  };
}

export const onboardingService = {
  async state(principal: Principal): Promise<OnboardingState> {
    const [record, known] = await Promise.all([
      onboardingRepository.get(principal.accountId, principal.userId),
      knownFromRegistration(principal),
    ]);
    return toState(record?.data ?? {}, principal.onboarded, known);
  },

  async saveStep(principal: Principal, body: SaveStepBody): Promise<OnboardingState> {
    await onboardingRepository.saveStep(principal.accountId, principal.userId, body.step, body.data, nowIso());
    return this.state(principal);
  },

  /** Finishes onboarding once all six steps hold valid answers. */
  async complete(principal: Principal): Promise<CurrentUser> {
    const data = (await onboardingRepository.get(principal.accountId, principal.userId))?.data ?? {};
    const open = ONBOARDING_STEPS.find((step) => !STEP_SCHEMAS[step].safeParse(data[step]).success);
    if (open) {
      const result = STEP_SCHEMAS[open].safeParse(data[open]);
      throw new BadRequestError('ONBOARDING_INCOMPLETE', {
        step: open,
        errors: result.success ? [] : toFieldErrors(result.error.issues, data[open]),
      });
    }
    const at = nowIso();
    await onboardingRepository.markCompleted(principal.accountId, principal.userId, data.company, at);
    // The name started from registration's and may have been corrected here: the profile keeps the
    // last word on it (it is the same name, edited on /account from now on).
    const name = data.about ? `${data.about.firstName} ${data.about.lastName}`.trim() : undefined;
    await usersRepository.updateUser(principal.userId, { onboarded: true, ...(name ? { name } : {}) });
    return loadCurrentUser(principal.userId, principal.accountId);
  },
};
