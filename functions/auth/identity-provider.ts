import {
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminInitiateAuthCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  AdminUserGlobalSignOutCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { cognito } from '@functions/platform/aws';
import { config } from '@functions/platform/config';

/**
 * Cognito is the identity store: it holds the password and checks it. Users are created by the API
 * (no self sign-up in the pool), so verification and recovery e-mails are the app's own.
 */
export const identityProvider = {
  async createUser(email: string, password: string): Promise<void> {
    await cognito().send(
      new AdminCreateUserCommand({
        UserPoolId: config.userPoolId,
        Username: email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'false' },
        ],
      }),
    );
    await this.setPassword(email, password);
  },

  async setPassword(email: string, password: string): Promise<void> {
    await cognito().send(
      new AdminSetUserPasswordCommand({ UserPoolId: config.userPoolId, Username: email, Password: password, Permanent: true }),
    );
  },

  async markEmailVerified(email: string): Promise<void> {
    await cognito().send(
      new AdminUpdateUserAttributesCommand({
        UserPoolId: config.userPoolId,
        Username: email,
        UserAttributes: [{ Name: 'email_verified', Value: 'true' }],
      }),
    );
  },

  /** True when the password is right; false for a wrong password or an unknown user. */
  async checkPassword(email: string, password: string): Promise<boolean> {
    try {
      await cognito().send(
        new AdminInitiateAuthCommand({
          UserPoolId: config.userPoolId,
          ClientId: config.userPoolClientId,
          AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: email, PASSWORD: password },
        }),
      );
      return true;
    } catch (error) {
      const name = (error as { name?: string }).name;
      if (name === 'NotAuthorizedException' || name === 'UserNotFoundException' || name === 'UserNotConfirmedException') return false;
      throw error;
    }
  },

  async signOutEverywhere(email: string): Promise<void> {
    await cognito().send(new AdminUserGlobalSignOutCommand({ UserPoolId: config.userPoolId, Username: email }));
  },

  async deleteUser(email: string): Promise<void> {
    await cognito().send(new AdminDeleteUserCommand({ UserPoolId: config.userPoolId, Username: email }));
  },
};
