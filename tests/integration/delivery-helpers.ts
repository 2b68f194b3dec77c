import type { ChannelName } from '@functions/delivery/channel';

const { CHANNELS } = await import('@functions/delivery/channels');
const { deliverBatch } = await import('@functions/delivery/engine');

/** One send batch through the engine, as the send worker runs it (first receive unless told). */
export function deliver(
  channel: ChannelName,
  accountId: string,
  sendingId: string,
  subscriberIds: string[],
  attempt = { receiveCount: 1, maxReceives: 5 },
) {
  return deliverBatch(CHANNELS[channel], { channel, accountId, sendingId, subscriberIds }, attempt);
}
