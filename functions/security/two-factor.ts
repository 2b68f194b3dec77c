import QRCode from 'qrcode';
import { epochSeconds, nowIso } from '@functions/platform/dynamo';
import { BadRequestError, ConflictError, ValidationError } from '@functions/platform/errors';
import { identityProvider } from '@functions/auth/identity-provider';
import { usersRepository, type UserRecord } from '@functions/users/repository';
import { requireProof } from './proof-budget';
import { securityRepository } from './repository';
import { open, seal } from './secret-box';
import { checkTotp, newTotpSecret, totpUri } from './totp';

/** An enrolment not confirmed with a code within this time must start again. */
const SETUP_TTL_SECONDS = 10 * 60;

export const twoFactor = {
  async isEnabled(userId: string): Promise<boolean> {
    return (await securityRepository.getTwoFactor(userId))?.enabled === true;
  },

  /** A fresh seed, held as pending until a code from the authenticator confirms it. */
  async setup(user: Pick<UserRecord, 'id' | 'email'>): Promise<{ secret: string; uri: string; qrCode: string }> {
    if (await this.isEnabled(user.id)) throw new ConflictError('AUTH_2FA_ALREADY_ENABLED');
    const secret = newTotpSecret();
    await securityRepository.putPendingTwoFactor(user.id, await seal(secret), epochSeconds() + SETUP_TTL_SECONDS);
    const uri = totpUri(secret, user.email);
    return { secret, uri, qrCode: await QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 1, width: 240 }) };
  },

  async enable(userId: string, code: string): Promise<void> {
    const record = await securityRepository.getTwoFactor(userId);
    if (record?.enabled) throw new ConflictError('AUTH_2FA_ALREADY_ENABLED');
    if (!record?.pendingSecret || (record.pendingUntil ?? 0) < epochSeconds()) throw new BadRequestError('AUTH_2FA_SETUP_MISSING');
    const check = checkTotp(await open(record.pendingSecret), code, undefined);
    if (!check.ok) throw ValidationError.field('code', 'AUTH_2FA_INVALID');
    if (!(await securityRepository.enableTwoFactor(userId, record.pendingSecret, check.step, nowIso())))
      throw new BadRequestError('AUTH_2FA_SETUP_MISSING');
    await usersRepository.updateUser(userId, { twoFactorEnabled: true });
  },

  /**
   * Turning it off needs proof: a current code, or the password for someone who lost the
   * authenticator; either is counted in the user's in-session proof budget.
   */
  async disable(user: Pick<UserRecord, 'id' | 'email'>, proof: { code?: string; password?: string }): Promise<void> {
    if (!(await this.isEnabled(user.id))) throw new BadRequestError('AUTH_2FA_NOT_ENABLED');
    const { code } = proof;
    if (code !== undefined) {
      await requireProof(
        user.id,
        () => this.verify(user.id, code),
        (attemptsLeft) => ValidationError.field('code', 'AUTH_2FA_INVALID', { attemptsLeft }),
      );
    } else {
      await requireProof(
        user.id,
        () => identityProvider.checkPassword(user.email, proof.password ?? ''),
        (attemptsLeft) => ValidationError.field('password', 'PASSWORD_INCORRECT', { attemptsLeft }),
      );
    }
    await securityRepository.deleteTwoFactor(user.id);
    await usersRepository.updateUser(user.id, { twoFactorEnabled: false });
  },

  /** A code for an enabled user; each time step is accepted once, even by racing requests. */
  async verify(userId: string, code: string): Promise<boolean> {
    const record = await securityRepository.getTwoFactor(userId);
    if (!record?.enabled || !record.secret) return false;
    const check = checkTotp(await open(record.secret), code, record.lastStep);
    return check.ok && (await securityRepository.claimTwoFactorStep(userId, check.step));
  },
};
