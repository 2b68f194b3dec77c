/**
 * Reads back what the emulator's SES accepted. moto exposes it in /moto-api/data.json; LocalStack
 * in /_aws/ses. Only the local runtime and tests use this: in AWS the mail really leaves.
 */
export interface EmulatorMessage {
  id: string;
  source: string;
  destinations: string[];
  raw: string;
}

interface MotoRawMessage {
  id: string;
  source: string;
  destinations: string[];
  raw_data: string;
}
interface LocalStackMessage {
  Id: string;
  Source: string;
  Destination?: { ToAddresses?: string[] };
  RawData?: string;
}

export async function readEmulatorMail(endpoint: string): Promise<EmulatorMessage[]> {
  const base = endpoint.replace(/\/$/, '');
  const moto = await fetch(`${base}/moto-api/data.json`).catch(() => undefined);
  if (moto?.ok) {
    const data = (await moto.json()) as { ses?: { RawMessage?: MotoRawMessage[] } };
    return (data.ses?.RawMessage ?? []).map((m) => ({
      id: m.id,
      source: m.source,
      destinations: [...new Set(m.destinations)],
      raw: m.raw_data,
    }));
  }
  const localstack = await fetch(`${base}/_aws/ses`).catch(() => undefined);
  if (localstack?.ok) {
    const data = (await localstack.json()) as { messages?: LocalStackMessage[] };
    return (data.messages ?? [])
      .filter((m) => m.RawData)
      .map((m) => ({ id: m.Id, source: m.Source, destinations: m.Destination?.ToAddresses ?? [], raw: m.RawData! }));
  }
  throw new Error(`The emulator at ${base} exposes no sent-mail endpoint (moto or LocalStack expected)`);
}

/** Extracts plain addresses from "Name <a@b>" forms. */
export function bareAddress(value: string): string {
  const m = /<([^>]+)>/.exec(value);
  return (m ? m[1]! : value).trim().toLowerCase();
}
