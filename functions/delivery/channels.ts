import { transactionalEmailChannel } from '@functions/transactional/email-channel';
import { transactionalSmsChannel } from '@functions/transactional/sms-channel';
import type { Channel, ChannelName } from './channel';
import { emailChannel } from './email-channel';
import type { SendBatch } from './messages';
import { smsChannel } from './sms-channel';

/** Every channel the engine sends through, by name: a new channel is an adapter added here. */
export const CHANNELS: Readonly<Record<ChannelName, Channel<any, any>>> = { email: emailChannel, sms: smsChannel };

/** Transactional messages (issue 19) go through each channel's transactional adapter. */
export const TRANSACTIONAL_CHANNELS: Readonly<Record<ChannelName, Channel<any, any>>> = {
  email: transactionalEmailChannel,
  sms: transactionalSmsChannel,
};

/** The adapter a send batch goes through. */
export const channelFor = (batch: Pick<SendBatch, 'channel' | 'transactional'>): Channel<any, any> =>
  (batch.transactional ? TRANSACTIONAL_CHANNELS : CHANNELS)[batch.channel];
