import type { Channel, ChannelName } from './channel';
import { emailChannel } from './email-channel';
import { smsChannel } from './sms-channel';

/** Every channel the engine sends through, by name: a new channel is an adapter added here. */
export const CHANNELS: Readonly<Record<ChannelName, Channel<any, any>>> = { email: emailChannel, sms: smsChannel };
