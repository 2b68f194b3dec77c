import { z } from 'zod';
import { listRulesError, PLACEHOLDER_NAME, PROPERTY_KINDS, PROPERTY_LIMITS, PROPERTY_NAME, PROPERTY_TYPES } from '../properties';
import { nameField, singleLineField } from '../validation';

export const Property = z.object({
  id: z.string(),
  type: z.enum(PROPERTY_TYPES),
  name: z.string(),
  useName: z.boolean(),
  displayName: z.string(),
  placeholderName: z.string(),
  personalProperty: z.boolean(),
  kind: z.enum(PROPERTY_KINDS),
  maxChar: z.number().int().optional(),
  signed: z.boolean().optional(),
  minNum: z.number().int().optional(),
  maxNum: z.number().int().optional(),
  values: z.array(z.string()).optional(),
  createdAt: z.string().optional(),
  /** Custom properties only; personal and consent ones keep their definition (spec section 3). */
  editable: z.boolean(),
  deletable: z.boolean(),
});
export type Property = z.infer<typeof Property>;
export const PropertyList = z.object({ items: z.array(Property), customLimit: z.number().int() });

const int = () => z.number().int();

/**
 * A property definition, checked the same way in the structure editor and the API: the name's
 * characters, then the options its type needs (spec section 5).
 */
export const PropertyBody = z
  .strictObject({
    type: z.enum(PROPERTY_TYPES),
    name: z.string().trim().regex(PROPERTY_NAME, { message: 'PROPERTY_NAME_INVALID' }),
    displayName: nameField(1, 100),
    placeholderName: z.string().trim().toLowerCase().regex(PLACEHOLDER_NAME, { message: 'PROPERTY_NAME_INVALID' }).optional(),
    useName: z.boolean().default(false),
    maxChar: int().optional(),
    signed: z.boolean().optional(),
    minNum: int().optional(),
    maxNum: int().optional(),
    values: z.array(singleLineField(0, PROPERTY_LIMITS.listTotalMax)).max(500).optional(),
  })
  .superRefine((body, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (body.type === 'string' && (body.maxChar === undefined || body.maxChar < 1 || body.maxChar > PROPERTY_LIMITS.maxCharMax))
      issue('maxChar', 'PROPERTY_MAXCHAR_INVALID');
    if (body.type === 'int') {
      const limits = body.signed === false ? PROPERTY_LIMITS.unsigned : PROPERTY_LIMITS.signed;
      const inRange = (n: number | undefined) => n === undefined || (n >= limits.min && n <= limits.max);
      if (!inRange(body.minNum)) issue('minNum', 'PROPERTY_RANGE_INVALID');
      if (!inRange(body.maxNum)) issue('maxNum', 'PROPERTY_RANGE_INVALID');
      if (body.minNum !== undefined && body.maxNum !== undefined && body.minNum > body.maxNum) issue('maxNum', 'PROPERTY_RANGE_INVALID');
    }
    if (body.type === 'list' || body.type === 'multilist') {
      const problem = listRulesError(body.values ?? []);
      if (problem) issue('values', problem);
    }
  })
  // Options another type would use are dropped, so a stored definition carries only its own.
  .transform((body) => ({
    type: body.type,
    name: body.name,
    displayName: body.displayName,
    placeholderName: body.placeholderName ?? body.name.toLowerCase().replace(/-/g, '_'),
    useName: body.useName,
    ...(body.type === 'string' ? { maxChar: body.maxChar } : {}),
    ...(body.type === 'int' ? { signed: body.signed ?? true, minNum: body.minNum, maxNum: body.maxNum } : {}),
    ...(body.type === 'list' || body.type === 'multilist'
      ? { values: (body.values ?? []).map((v) => v.trim()).filter((v) => v !== '') }
      : {}),
  }));
export type PropertyBody = z.infer<typeof PropertyBody>;

/** Settings of the structure that are not a single property. */
export const StructureSettings = z.object({ allowOtherGsmPrefixes: z.boolean() });
export const StructureSettingsBody = z.strictObject({ allowOtherGsmPrefixes: z.boolean() });
