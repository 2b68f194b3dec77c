// `npm run ops:redrive -- <plan|send|events|jobs|webhooks> [--stage <stage>] [--region <region>] [--copy] [--max <n>]`:
// moves the messages of a queue's dead-letter queue back to the queue, once the cause that put them
// there is fixed, and says how many it moved.
//
// Where the queues are:
//   (default)        the running `npm start`: <GONIEC_PREFIX or goniec-local>-<queue>[-dlq] in the emulator
//                    at AWS_ENDPOINT_URL (default http://127.0.0.1:4566)
//   --stage <stage>  a deployment: the <queue>QueueUrl and <queue>DeadLetterQueueUrl outputs of the
//                    Goniec-<stage>-Messaging stack (or, for stacks without them, the queues whose
//                    names start with Goniec-<stage>-Messaging-<queue>)
// How: SQS's own message move task (StartMessageMoveTask: server-side, keeps attributes, never loses a
// message) where the endpoint has it; otherwise, or with --copy, receive → send → delete in batches of
// 10, deleting a message from the DLQ only after the queue accepted it (at worst a message is there
// twice, which every worker tolerates; never zero times).
import { parseArgs } from 'node:util';
import {
  DeleteMessageBatchCommand,
  GetQueueAttributesCommand,
  GetQueueUrlCommand,
  ListMessageMoveTasksCommand,
  ListQueuesCommand,
  ReceiveMessageCommand,
  SendMessageBatchCommand,
  SQSClient,
  StartMessageMoveTaskCommand,
} from '@aws-sdk/client-sqs';
import { fail } from './operator-target.mjs';

const QUEUE_IDS = ['plan', 'send', 'events', 'jobs', 'webhooks'];
const USAGE = `Usage: npm run ops:redrive -- <${QUEUE_IDS.join('|')}> [--stage <stage>] [--region <region>] [--copy] [--max <n>]

  <queue>            the queue whose dead-letter queue is emptied back into it
  (no --stage)       the local emulator of \`npm start\` (GONIEC_PREFIX, AWS_ENDPOINT_URL)
  --stage <stage>    a deployment: the queue URLs from the Goniec-<stage>-Messaging stack's outputs
  --copy             receive → send → delete instead of SQS's message move task
  --max <n>          move at most n messages (--copy only)`;

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      stage: { type: 'string' },
      region: { type: 'string' },
      copy: { type: 'boolean', default: false },
      max: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
} catch (error) {
  fail(`${error.message}\n\n${USAGE}`, 2);
}
const { values, positionals } = parsed;
if (values.help) fail(USAGE, 0);
const queueId = positionals[0];
if (positionals.length !== 1 || !QUEUE_IDS.includes(queueId)) fail(USAGE, 2);
const max = values.max === undefined ? Infinity : Number(values.max);
if (!(max > 0) || !Number.isInteger(max === Infinity ? 1 : max)) fail(`--max must be a positive whole number\n\n${USAGE}`, 2);
if (values.region) process.env.AWS_REGION = values.region;
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

/** The DLQ and its queue of a deployed stage, from the messaging stack's outputs (infra/stacks/messaging-stack.ts). */
async function queuesOfStage(stage) {
  const { CloudFormationClient, DescribeStacksCommand } = await import('@aws-sdk/client-cloudformation');
  const stackName = `Goniec-${stage}-Messaging`;
  let outputs = [];
  try {
    const out = await new CloudFormationClient({}).send(new DescribeStacksCommand({ StackName: stackName }));
    outputs = out.Stacks?.[0]?.Outputs ?? [];
  } catch (error) {
    fail(
      `Cannot read the stack ${stackName}: ${error.message}\nCheck your AWS credentials and region (AWS_PROFILE, AWS_REGION or --region).`,
    );
  }
  const output = (key) => outputs.find((o) => o.OutputKey === key)?.OutputValue;
  const queueUrl = output(`${queueId}QueueUrl`);
  const dlqUrl = output(`${queueId}DeadLetterQueueUrl`);
  if (queueUrl && dlqUrl) return { queueUrl, dlqUrl, where: `stage ${stage}` };
  // Stacks deployed before the outputs existed: CDK names the queues <stack>-<id>queue…/<id>dlq….
  const byPrefix = async (prefix) => {
    const out = await sqs.send(new ListQueuesCommand({ QueueNamePrefix: prefix }));
    const urls = out.QueueUrls ?? [];
    if (urls.length !== 1)
      fail(`Expected one queue named ${prefix}…, found ${urls.length}; deploy the current version (it outputs the queue URLs).`);
    return urls[0];
  };
  return {
    queueUrl: await byPrefix(`${stackName}-${queueId}queue`),
    dlqUrl: await byPrefix(`${stackName}-${queueId}dlq`),
    where: `stage ${stage}`,
  };
}

/** The local runtime's queues (infra/local/bootstrap.ts: `${prefix}-${id}` and `${prefix}-${id}-dlq`). */
async function localQueues() {
  const prefix = process.env.GONIEC_PREFIX ?? 'goniec-local';
  const url = async (name) => {
    try {
      return (await sqs.send(new GetQueueUrlCommand({ QueueName: name }))).QueueUrl;
    } catch (error) {
      fail(`No queue ${name} at ${process.env.AWS_ENDPOINT_URL} (${error.name}). Is \`npm start\` running, with this GONIEC_PREFIX?`);
    }
  };
  return {
    queueUrl: await url(`${prefix}-${queueId}`),
    dlqUrl: await url(`${prefix}-${queueId}-dlq`),
    where: process.env.AWS_ENDPOINT_URL,
  };
}

const attribute = async (url, name) =>
  (await sqs.send(new GetQueueAttributesCommand({ QueueUrl: url, AttributeNames: [name] }))).Attributes?.[name];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** SQS moves the messages itself; answers the count, or undefined when the endpoint has no move tasks. */
async function moveTask(queueUrl, dlqUrl) {
  const [sourceArn, destinationArn] = await Promise.all([attribute(dlqUrl, 'QueueArn'), attribute(queueUrl, 'QueueArn')]);
  let handle;
  try {
    handle = (await sqs.send(new StartMessageMoveTaskCommand({ SourceArn: sourceArn, DestinationArn: destinationArn }))).TaskHandle;
  } catch (error) {
    // Emulators (moto) do not implement move tasks; anything else is a real refusal worth reporting.
    if (
      error.$metadata?.httpStatusCode >= 500 ||
      /UnsupportedOperation|InvalidAction|NotImplemented|UnknownOperation/i.test(`${error.name} ${error.message}`)
    )
      return undefined;
    throw error;
  }
  for (;;) {
    const tasks = (await sqs.send(new ListMessageMoveTasksCommand({ SourceArn: sourceArn, MaxResults: 10 }))).Results ?? [];
    const task = tasks.find((t) => t.TaskHandle === handle) ?? tasks[0];
    if (task && task.Status !== 'RUNNING' && task.Status !== 'CANCELLING') {
      if (task.Status !== 'COMPLETED')
        fail(
          `[redrive] the move task ended ${task.Status}: ${task.FailureReason ?? 'no reason given'} (${task.ApproximateNumberOfMessagesMoved ?? 0} moved)`,
        );
      return task.ApproximateNumberOfMessagesMoved ?? 0;
    }
    await sleep(2000);
  }
}

/** Receive → send → delete, 10 at a time, until the DLQ answers empty or --max is reached. */
async function copy(queueUrl, dlqUrl) {
  let moved = 0;
  while (moved < max) {
    const { Messages: messages = [] } = await sqs.send(
      new ReceiveMessageCommand({
        QueueUrl: dlqUrl,
        MaxNumberOfMessages: Math.min(10, max - moved),
        WaitTimeSeconds: 1,
        VisibilityTimeout: 120,
        MessageAttributeNames: ['All'],
      }),
    );
    if (messages.length === 0) return moved;
    const sent = await sqs.send(
      new SendMessageBatchCommand({
        QueueUrl: queueUrl,
        Entries: messages.map((m, i) => ({ Id: String(i), MessageBody: m.Body, MessageAttributes: m.MessageAttributes })),
      }),
    );
    // Only what the queue accepted leaves the DLQ; the rest reappears there after the visibility timeout.
    const accepted = (sent.Successful ?? []).map((s) => messages[Number(s.Id)]);
    if (accepted.length > 0) {
      const deleted = await sqs.send(
        new DeleteMessageBatchCommand({
          QueueUrl: dlqUrl,
          Entries: accepted.map((m, i) => ({ Id: String(i), ReceiptHandle: m.ReceiptHandle })),
        }),
      );
      if (deleted.Failed?.length)
        console.error(
          `[redrive] ${deleted.Failed.length} message(s) were sent but not deleted from the DLQ: they will be in both (workers are idempotent)`,
        );
    }
    for (const f of sent.Failed ?? []) console.error(`[redrive] not moved (stays in the DLQ): ${f.Code} ${f.Message ?? ''}`);
    moved += accepted.length;
    if (accepted.length === 0) fail(`[redrive] the queue refused every message of a batch; stopped after ${moved}`);
  }
  return moved;
}

const local = !values.stage;
if (local) {
  process.env.AWS_ENDPOINT_URL ??= 'http://127.0.0.1:4566';
  process.env.AWS_REGION ??= 'eu-central-1';
  process.env.AWS_ACCESS_KEY_ID ??= 'local';
  process.env.AWS_SECRET_ACCESS_KEY ??= 'local';
}
// An emulator's endpoint wins over the host in a queue URL (moto's CloudFormation outputs AWS-style URLs).
const sqs = new SQSClient(process.env.AWS_ENDPOINT_URL ? { endpoint: process.env.AWS_ENDPOINT_URL } : {});
try {
  const { queueUrl, dlqUrl, where } = local ? await localQueues() : await queuesOfStage(values.stage);
  const before = Number(await attribute(dlqUrl, 'ApproximateNumberOfMessages'));
  console.log(`[redrive] ${queueId} (${where}): about ${before} message(s) in ${dlqUrl}`);
  let moved = values.copy || max !== Infinity ? undefined : await moveTask(queueUrl, dlqUrl);
  const how = moved === undefined ? 'receive/send/delete' : 'SQS message move task';
  moved ??= await copy(queueUrl, dlqUrl);
  console.log(`[redrive] ${queueId}: moved ${moved} message(s) from the dead-letter queue back to ${queueUrl} (${how})`);
} catch (error) {
  // AccessDenied here usually means the caller lacks sqs:StartMessageMoveTask/ListMessageMoveTasks (or
  // ReceiveMessage/DeleteMessage on the DLQ and SendMessage on the queue for --copy).
  fail(`[redrive] ${queueId}: ${error.name}: ${error.message}`);
}
