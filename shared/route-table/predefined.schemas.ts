import type { SchemasFor } from '../route-def';
import {
  Removed,
  Sender,
  SenderBody,
  SenderList,
  SenderOptions,
  Tag,
  TagBody,
  TagList,
  TestGroup,
  TestGroupBody,
  TestGroupList,
  TestGroupOptions,
} from '../schemas/predefined';
import type { predefinedRoutes } from './predefined';

/** The zod schemas of the lines in ./predefined.ts, by route id: the server validates with them, the web takes their types only. */
export const predefinedSchemas = {
  'senders.list': { response: SenderList },
  'senders.add': { body: SenderBody, response: Sender },
  'senders.update': { body: SenderBody, response: Sender },
  'senders.remove': { response: Removed },
  'senders.options': { response: SenderOptions },
  'testGroups.list': { response: TestGroupList },
  'testGroups.add': { body: TestGroupBody, response: TestGroup },
  'testGroups.update': { body: TestGroupBody, response: TestGroup },
  'testGroups.remove': { response: Removed },
  'testGroups.smsOptions': { response: TestGroupOptions },
  'testGroups.mailOptions': { response: TestGroupOptions },
  'tags.list': { response: TagList },
  'tags.add': { body: TagBody, response: Tag },
  'tags.update': { body: TagBody, response: Tag },
  'tags.remove': { response: Removed },
} as const satisfies SchemasFor<typeof predefinedRoutes>;
