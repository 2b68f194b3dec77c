import { attempts, type AttemptBudget } from '@functions/auth/attempts';
import { TooManyRequestsError, type AppError } from '@functions/platform/errors';

/**
 * In-session proofs — the password (or a 2FA code) re-entered to change the password, to remove
 * 2FA or to unlock timed permissions — share one attempt budget per user: whoever sits at an
 * unattended, signed-in desk gets three guesses in 15 minutes across all three, not three each.
 * Each check is reserved before it runs (functions/auth/attempts.ts), so parallel guesses cannot
 * exceed it either. A right proof, or a full sign-in, clears it.
 */
export const PROOF_MAX_FAILURES = 3;
export const PROOF_WINDOW_SECONDS = 15 * 60;
const PROOF_BUDGET: AttemptBudget = { max: PROOF_MAX_FAILURES, windowSeconds: PROOF_WINDOW_SECONDS };

export type ProofOutcome = { proven: true } | { proven: false; attemptsLeft: number } | { spent: true; retryAfterSeconds: number };

/** Runs one proof against the user's budget: proven, wrong (with the attempts left), or the budget is spent (this wrong proof spent it, or it was already). */
export async function checkProof(userId: string, check: () => Promise<boolean>): Promise<ProofOutcome> {
  const scope = { proofs: userId };
  const reservation = await attempts.reserve(scope, PROOF_BUDGET);
  if (!reservation.granted) return { spent: true, retryAfterSeconds: reservation.retryAfterSeconds };
  let ok: boolean;
  try {
    ok = await check();
  } catch (error) {
    // The check could not be made (the identity store failed): no guess was judged.
    await attempts.release(scope);
    throw error;
  }
  if (ok) {
    await attempts.clear(scope);
    return { proven: true };
  }
  const attemptsLeft = PROOF_MAX_FAILURES - reservation.attempt;
  return attemptsLeft > 0 ? { proven: false, attemptsLeft } : { spent: true, retryAfterSeconds: PROOF_WINDOW_SECONDS };
}

/**
 * For the password change and 2FA removal: a wrong proof is refused with `wrong` (given the
 * attempts left); a spent budget with 429 AUTH_TOO_MANY_ATTEMPTS and how long it stays spent.
 */
export async function requireProof(
  userId: string,
  check: () => Promise<boolean>,
  wrong: (attemptsLeft: number) => AppError,
): Promise<void> {
  const outcome = await checkProof(userId, check);
  if ('spent' in outcome) throw new TooManyRequestsError('AUTH_TOO_MANY_ATTEMPTS', undefined, outcome.retryAfterSeconds);
  if (!outcome.proven) throw wrong(outcome.attemptsLeft);
}

/** A full sign-in proves the password (and code) afresh: the in-session budget starts over. */
export const clearProofs = (userId: string) => attempts.clear({ proofs: userId });
