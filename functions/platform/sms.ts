import { PublishCommand } from '@aws-sdk/client-sns';
import { sns } from './aws';

export interface OutgoingSms {
  /** Digits with the country code, as subscribers' numbers are stored. */
  to: string;
  sender: string;
  text: string;
}

/**
 * Sends one text message. Through SNS's direct publish to a phone number: AWS, moto and LocalStack
 * all speak it, so nothing here knows which one it talks to. Promotional, as marketing texts are
 * (operators may delay them at night; transactional ones are not sent from here).
 */
export async function sendSms(message: OutgoingSms): Promise<string> {
  const out = await sns().send(
    new PublishCommand({
      PhoneNumber: `+${message.to}`,
      Message: message.text,
      MessageAttributes: {
        'AWS.SNS.SMS.SenderID': { DataType: 'String', StringValue: message.sender },
        'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Promotional' },
      },
    }),
  );
  if (!out.MessageId) throw new Error('SNS returned no MessageId');
  return out.MessageId;
}
