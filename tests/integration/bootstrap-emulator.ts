/**
 * Creates the local resources on one emulator and prints them as JSON. The global set-up runs it
 * once per emulator in a child process: the AWS clients (functions/platform/aws.ts) are made once
 * per process for the endpoint in its environment, so one process cannot set up two emulators.
 */
import { bootstrap } from '@infra/local/bootstrap';

const resources = await bootstrap({
  prefix: 'itest',
  senderDomain: 'goniec.test',
  publicBaseUrl: 'https://goniec.test',
  region: 'eu-central-1',
});
process.stdout.write(JSON.stringify({ env: resources.env, sesEventsTopicArn: resources.sesEventsTopicArn }));
