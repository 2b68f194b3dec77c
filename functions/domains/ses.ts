import {
  AlreadyExistsException,
  CreateEmailIdentityCommand,
  DeleteEmailIdentityCommand,
  GetEmailIdentityCommand,
  NotFoundException,
  PutEmailIdentityMailFromAttributesCommand,
} from '@aws-sdk/client-sesv2';
import { ses } from '@functions/platform/aws';
import { logger } from '@functions/platform/logger';

/** What SES says of a domain identity: the DKIM tokens to publish and the two statuses. */
export interface IdentityState {
  tokens: string[];
  dkimStatus?: string;
  mailFromDomain?: string;
  mailFromStatus?: string;
}

/**
 * The SES v2 calls of a sending domain. Nothing here knows whether SES is real or the emulator: the
 * emulator (moto 5.2.5) answers Easy DKIM with status NOT_STARTED and no tokens and has no
 * PutEmailIdentityMailFromAttributes, so a missing token list and a failed MAIL FROM call are
 * handled as states (a later check sets MAIL FROM again), not as errors.
 */
export const sendingIdentities = {
  /** Creates the identity with Easy DKIM (no DkimSigningAttributes); an identity that already exists is read instead. */
  async create(domain: string): Promise<IdentityState> {
    try {
      const out = await ses().send(new CreateEmailIdentityCommand({ EmailIdentity: domain }));
      return { tokens: out.DkimAttributes?.Tokens ?? [], dkimStatus: out.DkimAttributes?.Status };
    } catch (error) {
      // The claim (platform key) guarantees no other account holds it: a leftover of ours (a delete that failed half-way) is adopted.
      if (error instanceof AlreadyExistsException) return (await this.read(domain)) ?? { tokens: [] };
      throw error;
    }
  },

  /** Sets the custom MAIL FROM; false when SES (or the emulator) refused, so the caller tries again on the next check. */
  async setMailFrom(domain: string, mailFromDomain: string): Promise<boolean> {
    try {
      await ses().send(
        new PutEmailIdentityMailFromAttributesCommand({
          EmailIdentity: domain,
          MailFromDomain: mailFromDomain,
          // Until the MX is published, SES sends with its own amazonses.com MAIL FROM rather than refusing.
          BehaviorOnMxFailure: 'USE_DEFAULT_VALUE',
        }),
      );
      return true;
    } catch (error) {
      logger.warn('MAIL FROM not set', { domain, error: error as Error });
      return false;
    }
  },

  async read(domain: string): Promise<IdentityState | undefined> {
    try {
      const out = await ses().send(new GetEmailIdentityCommand({ EmailIdentity: domain }));
      return {
        tokens: out.DkimAttributes?.Tokens ?? [],
        dkimStatus: out.DkimAttributes?.Status,
        mailFromDomain: out.MailFromAttributes?.MailFromDomain,
        mailFromStatus: out.MailFromAttributes?.MailFromDomainStatus,
      };
    } catch (error) {
      if (error instanceof NotFoundException) return undefined;
      throw error;
    }
  },

  async remove(domain: string): Promise<void> {
    try {
      await ses().send(new DeleteEmailIdentityCommand({ EmailIdentity: domain }));
    } catch (error) {
      if (!(error instanceof NotFoundException)) throw error;
    }
  },
};
