import { z } from 'zod';
import { SPEC_NAMES, type SpecName } from '@shared/schemas/specs';
import { CreateSubscriberBody } from '@shared/schemas/subscriber';
import { MailingContent } from '@shared/schemas/mailing';
import { AddUserBody, SaveRoleBody, TeamBody } from '@shared/schemas/users-admin';
import { NotFoundError } from '@functions/platform/errors';

/** The allow-list: only these shared input schemas are published, under these names. */
const SCHEMAS: Record<SpecName, z.ZodType> = {
  subscriber: CreateSubscriberBody,
  mailing: MailingContent,
  user: AddUserBody,
  role: SaveRoleBody,
  team: TeamBody,
};

const cache = new Map<SpecName, Record<string, unknown>>();

const isSpecName = (name: string): name is SpecName => (SPEC_NAMES as readonly string[]).includes(name);

export const specsService = {
  /**
   * The JSON Schema of what a client sends (`io: 'input'`: defaults are optional). Refinements
   * such as the forbidden-characters rule have no JSON Schema form and are left to the API.
   */
  get(name: string): { name: string; schema: Record<string, unknown> } {
    if (!isSpecName(name)) throw new NotFoundError('RESOURCE_NOT_FOUND');
    let schema = cache.get(name);
    if (!schema) {
      schema = z.toJSONSchema(SCHEMAS[name], { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
      cache.set(name, schema);
    }
    return { name, schema };
  },
};
