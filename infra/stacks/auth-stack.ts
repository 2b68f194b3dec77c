import { RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import type { Construct } from 'constructs';
import { type GoniecConfig, isDevStage } from '../config';
import { acknowledge } from '../constructs/nag';

export interface AuthStackProps extends StackProps {
  readonly config: GoniecConfig;
}

/** The identity store. Users are created by the API (AdminCreateUser), never by self sign-up. */
export class AuthStack extends Stack {
  readonly userPool: cognito.UserPool;
  readonly userPoolClient: cognito.UserPoolClient;

  constructor(scope: Construct, id: string, props: AuthStackProps) {
    super(scope, id, props);
    const dev = isDevStage(props.config);

    this.userPool = new cognito.UserPool(this, 'UserPool', {
      selfSignUpEnabled: false,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      standardAttributes: { email: { required: true, mutable: true } },
      passwordPolicy: { minLength: 8, requireLowercase: true, requireUppercase: true, requireDigits: true, requireSymbols: true },
      mfa: cognito.Mfa.OFF,
      accountRecovery: cognito.AccountRecovery.EMAIL_ONLY,
      featurePlan: cognito.FeaturePlan.ESSENTIALS,
      deletionProtection: !dev,
      removalPolicy: dev ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN,
    });
    acknowledge(
      this.userPool,
      'AwsSolutions-COG2',
      'MFA is enforced by the application itself (TOTP verified by the API after the Cognito password check), so Cognito MFA stays off to avoid a second, conflicting challenge flow.',
    );
    acknowledge(
      this.userPool,
      'AwsSolutions-COG8',
      'The Plus feature plan (threat protection) is a paid per-MAU feature; the customer can switch it on in their account. Brute force is limited by the API rate limits and Cognito lockout.',
    );

    this.userPoolClient = this.userPool.addClient('ApiClient', {
      // The API Lambda signs users in server-side with AdminInitiateAuth; no browser talks to Cognito.
      authFlows: { adminUserPassword: true },
      generateSecret: false,
      disableOAuth: true,
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
    });
  }
}
