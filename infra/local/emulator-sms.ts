/**
 * Reads back the texts the emulator's SNS accepted for phone numbers: moto in /moto-api/data.json
 * (scripts/moto-server.py keeps tracking them), LocalStack in /_aws/sns/sms-messages. Only the local
 * runtime and tests use this: in AWS the texts really leave.
 */
export interface EmulatorSms {
  id: string;
  /** E.164, with its "+". */
  phoneNumber: string;
  message: string;
}

interface MotoSms {
  message_id: string;
  phone_number: string;
  message: string;
}
interface LocalStackSms {
  MessageId?: string;
  PhoneNumber?: string;
  Message?: string;
}

export async function readEmulatorSms(endpoint: string): Promise<EmulatorSms[]> {
  const base = endpoint.replace(/\/$/, '');
  const moto = await fetch(`${base}/moto-api/data.json`).catch(() => undefined);
  if (moto?.ok) {
    const data = (await moto.json()) as { sns?: { SMS?: MotoSms[] } };
    return (data.sns?.SMS ?? []).map((m) => ({ id: m.message_id, phoneNumber: m.phone_number, message: m.message }));
  }
  const localstack = await fetch(`${base}/_aws/sns/sms-messages`).catch(() => undefined);
  if (localstack?.ok) {
    const data = (await localstack.json()) as { sms_messages?: Record<string, LocalStackSms[]> };
    return Object.entries(data.sms_messages ?? {}).flatMap(([phoneNumber, messages]) =>
      messages.map((m) => ({ id: m.MessageId ?? '', phoneNumber: m.PhoneNumber ?? phoneNumber, message: m.Message ?? '' })),
    );
  }
  throw new Error(`The emulator at ${base} exposes no sent-text endpoint (moto or LocalStack expected)`);
}
