import {
  CreateEmailIdentityCommand,
  DeleteEmailIdentityCommand,
  GetEmailIdentityCommand,
  type GetEmailIdentityCommandOutput,
  PutEmailIdentityConfigurationSetAttributesCommand,
  PutEmailIdentityMailFromAttributesCommand,
} from '@aws-sdk/client-sesv2';
import { ses } from '@functions/platform/aws';
import { logger } from '@functions/platform/logger';

/**
 * The Sending stack's SES domain identity as a CloudFormation custom resource, so a domain that is
 * already an identity in the account (verified by hand, or by another stage) is adopted instead of
 * failing the stack the way AWS::SES::EmailIdentity does.
 *
 * - Create: creates the identity (Easy DKIM, the stage's configuration set) when it is missing,
 *   otherwise adopts it; either way sets the custom MAIL FROM domain. An adopted identity keeps its
 *   own default configuration set when it has one: Goniec names its set on every send, and another
 *   tool's events must not be redirected.
 * - Update: the same, idempotently (an identity deleted by hand comes back).
 * - Delete: removes the identity only if this resource created it. Who created it is kept in the
 *   physical id (`<domain>|created` or `<domain>|adopted`), so no state lives anywhere else.
 */

export interface SenderIdentityProps {
  readonly Domain: string;
  readonly ConfigurationSetName: string;
  readonly MailFromDomain: string;
}

/** The parts of a CloudFormation custom resource request this handler reads. */
export interface CustomResourceEvent {
  readonly RequestType: 'Create' | 'Update' | 'Delete';
  readonly ResponseURL: string;
  readonly StackId: string;
  readonly RequestId: string;
  readonly LogicalResourceId: string;
  readonly PhysicalResourceId?: string;
  readonly ResourceProperties: SenderIdentityProps & { ServiceToken?: string };
}

type Origin = 'created' | 'adopted';

export const physicalId = (domain: string, origin: Origin | 'failed') => `${domain.toLowerCase()}|${origin}`;
const parsePhysicalId = (id: string | undefined) => {
  const [domain, origin] = (id ?? '').split('|');
  return { domain: domain ?? '', origin };
};

const notFound = (error: unknown) => (error as { name?: string }).name === 'NotFoundException';

async function getIdentity(domain: string): Promise<GetEmailIdentityCommandOutput | undefined> {
  try {
    return await ses().send(new GetEmailIdentityCommand({ EmailIdentity: domain }));
  } catch (error) {
    if (notFound(error)) return undefined;
    throw error;
  }
}

/** Makes the identity exist with its MAIL FROM domain; answers whether it had to create it, and its DKIM tokens. */
export async function ensureSenderIdentity(props: SenderIdentityProps): Promise<{ created: boolean; dkimTokens: string[] }> {
  const domain = props.Domain.toLowerCase();
  let identity = await getIdentity(domain);
  const created = identity === undefined;
  if (created) {
    await ses().send(new CreateEmailIdentityCommand({ EmailIdentity: domain, ConfigurationSetName: props.ConfigurationSetName }));
    identity = await getIdentity(domain);
  } else if (!identity!.ConfigurationSetName) {
    await ses().send(
      new PutEmailIdentityConfigurationSetAttributesCommand({ EmailIdentity: domain, ConfigurationSetName: props.ConfigurationSetName }),
    );
  }
  // USE_DEFAULT_VALUE: while the MX record is missing, mail leaves from amazonses.com instead of bouncing.
  await ses().send(
    new PutEmailIdentityMailFromAttributesCommand({
      EmailIdentity: domain,
      MailFromDomain: props.MailFromDomain,
      BehaviorOnMxFailure: 'USE_DEFAULT_VALUE',
    }),
  );
  // With BYODKIM (origin EXTERNAL) the tokens are the owner's selector, not CNAMEs to publish.
  const easyDkim = identity?.DkimAttributes?.SigningAttributesOrigin !== 'EXTERNAL';
  return { created, dkimTokens: easyDkim ? (identity?.DkimAttributes?.Tokens ?? []) : [] };
}

export async function removeSenderIdentity(physicalResourceId: string): Promise<void> {
  const { domain, origin } = parsePhysicalId(physicalResourceId);
  if (origin !== 'created' || !domain) return;
  try {
    await ses().send(new DeleteEmailIdentityCommand({ EmailIdentity: domain }));
  } catch (error) {
    if (!notFound(error)) throw error;
  }
}

interface Outcome {
  Status: 'SUCCESS' | 'FAILED';
  PhysicalResourceId: string;
  Reason?: string;
  Data?: Record<string, string>;
}

async function apply(event: CustomResourceEvent): Promise<Outcome> {
  const props = event.ResourceProperties;
  if (event.RequestType === 'Delete') {
    await removeSenderIdentity(event.PhysicalResourceId ?? '');
    return { Status: 'SUCCESS', PhysicalResourceId: event.PhysicalResourceId ?? physicalId(props.Domain, 'failed') };
  }
  const previous = parsePhysicalId(event.PhysicalResourceId);
  const { created, dkimTokens } = await ensureSenderIdentity(props);
  // The same domain keeps its origin across updates (an identity this stack created stays its own);
  // a new domain gets a new id, and CloudFormation then deletes the old one through Delete above.
  const sameDomain = event.RequestType === 'Update' && previous.domain === props.Domain.toLowerCase() && previous.origin !== 'failed';
  const id = sameDomain ? event.PhysicalResourceId! : physicalId(props.Domain, created ? 'created' : 'adopted');
  return {
    Status: 'SUCCESS',
    PhysicalResourceId: id,
    Data: { Origin: parsePhysicalId(id).origin ?? '', ...dkimRecords(props.Domain, dkimTokens) },
  };
}

/**
 * DkimRecord1..3 as the stack outputs show them. Always all three: an attribute CloudFormation asks
 * for and does not get fails the stack, and an adopted identity may sign with its own key (BYODKIM).
 */
export function dkimRecords(domain: string, tokens: readonly string[]): Record<string, string> {
  const records: Record<string, string> = {};
  for (let i = 0; i < 3; i++) {
    const token = tokens[i];
    records[`DkimRecord${i + 1}`] = token
      ? `${token}._domainkey.${domain.toLowerCase()} CNAME ${token}.dkim.amazonses.com`
      : 'none: the adopted identity signs with its own DKIM key (BYODKIM); keep the records it has';
  }
  return records;
}

/** Runs the request and always answers CloudFormation, or the stack would wait an hour for a timeout. */
export async function handler(event: CustomResourceEvent): Promise<Outcome> {
  let outcome: Outcome;
  try {
    outcome = await apply(event);
  } catch (error) {
    logger.error('sender identity request failed', { requestType: event.RequestType, error });
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    // A failed Create gets an id Delete ignores, so the rollback never removes an identity it did not make.
    const id =
      event.RequestType === 'Create'
        ? physicalId(event.ResourceProperties.Domain, 'failed')
        : (event.PhysicalResourceId ?? physicalId(event.ResourceProperties.Domain, 'failed'));
    outcome = { Status: 'FAILED', PhysicalResourceId: id, Reason: reason.slice(0, 500) };
  }
  const body = JSON.stringify({
    ...outcome,
    StackId: event.StackId,
    RequestId: event.RequestId,
    LogicalResourceId: event.LogicalResourceId,
  });
  // The response URL is a presigned S3 PUT signed without a content type.
  const response = await fetch(event.ResponseURL, { method: 'PUT', body, headers: { 'content-type': '' } });
  if (!response.ok) throw new Error(`CloudFormation response was refused: ${response.status}`);
  return outcome;
}
