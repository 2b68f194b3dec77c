import { z } from 'zod';

/** GET /specs/{name} (spec section 7): the JSON Schema of one shared input schema. */
export const SPEC_NAMES = ['subscriber', 'mailing', 'user', 'role', 'team'] as const;
export type SpecName = (typeof SPEC_NAMES)[number];
export const SpecResponse = z.object({ name: z.string(), schema: z.record(z.string(), z.unknown()) });
