import { z } from 'zod';
import { ACTIVITY_TYPES } from './subscriber-records';
import { EVENT_PROPERTY_OPERATORS } from '../rules/custom-events';
import { Subscriber } from './subscriber';
import { AGGREGATIONS, MAX_IN_VALUES, SEGMENT_OPERATORS, SOURCES, type SegmentGroup } from '../segments/model';
import { checkSegmentTree, checkTreeSize, type DraftNode } from '../segments/validate';
import { nameField, singleLineField } from '../validation';

export const SEGMENT_TYPES = ['static', 'dynamic'] as const;
/** Spec section 4: calculated in the background; an audience can expire. */
export const SEGMENT_STATES = ['draft', 'queued', 'calculating', 'ready', 'failed'] as const;
export type SegmentState = (typeof SEGMENT_STATES)[number];
/** Segments per account (the spec names a limit, not its value). */
export const SEGMENT_LIMIT = 200;
/** How often a dynamic segment is recalculated, in hours. */
export const REFRESH_HOURS = [1, 6, 12, 24, 48, 168] as const;

// Compared with subscribers' values, which are single lines (shared/properties.ts): nothing else could match.
const Scalar = z.union([singleLineField(0, 255, { trim: false }), z.number()]);
const Window = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('ever') }),
  z.strictObject({ kind: z.literal('last'), days: z.number() }),
  z.strictObject({ kind: z.literal('between'), from: z.string().max(10), to: z.string().max(10) }),
]);

const Condition = z.strictObject({
  kind: z.literal('condition'),
  source: z.enum(SOURCES).optional(),
  target: singleLineField(0, 64, { trim: false }).optional(),
  events: z.array(z.enum(ACTIVITY_TYPES)).max(ACTIVITY_TYPES.length).optional(),
  window: Window.optional(),
  where: z
    .strictObject({
      property: singleLineField(0, 64, { trim: false }).optional(),
      operator: z.enum(EVENT_PROPERTY_OPERATORS).optional(),
      value: Scalar.optional(),
    })
    .optional(),
  aggregation: z.enum(AGGREGATIONS).optional(),
  operator: z.enum(SEGMENT_OPERATORS).optional(),
  value: z.union([Scalar, z.array(Scalar).max(MAX_IN_VALUES)]).optional(),
});

type GroupShape = { kind: 'group'; op?: 'and' | 'or'; children?: (GroupShape | z.infer<typeof Condition>)[] };
// Told apart by `kind`, so a bad condition's errors name its own fields, not "no option matched".
// (The cast only lets TypeScript see the lazy group's `kind` the way zod does at run time.)
const Group: z.ZodType<GroupShape> = z.lazy(() =>
  z.strictObject({
    kind: z.literal('group'),
    op: z.enum(['and', 'or']).optional(),
    children: z
      .array(z.discriminatedUnion('kind', [Group as unknown as typeof Condition, Condition]))
      .max(50)
      .optional(),
  }),
);

/**
 * A tree as sent: its size first, without recursion (checkTreeSize: MAX_DEPTH groups deep, at most
 * MAX_CONDITIONS conditions), so the recursive schema below never meets a deeper tree; then the shape,
 * then the spec's codes by checkSegmentTree (the API runs it again with the account's properties and
 * mailings, which turns unknown targets into errors).
 */
export const SegmentConditions = z
  .unknown()
  .superRefine((tree, ctx) => {
    const error = checkTreeSize(tree);
    if (error) ctx.addIssue({ code: 'custom', message: error.code, params: error.params, continue: false });
  })
  .pipe(
    Group.superRefine((tree, ctx) => {
      for (const error of checkSegmentTree(tree as DraftNode)) {
        ctx.addIssue({ code: 'custom', message: error.code, params: error.params, path: error.path ? error.path.split('.') : [] });
      }
    }),
  )
  .transform((tree) => tree as unknown as SegmentGroup) as unknown as z.ZodType<SegmentGroup, GroupShape>;

export const SegmentBody = z.strictObject({
  name: nameField(2, 100),
  type: z.enum(SEGMENT_TYPES),
  conditions: SegmentConditions,
  /** Dynamic segments only. */
  refreshHours: z.union(REFRESH_HOURS.map((h) => z.literal(h))).optional(),
});
export type SegmentBody = z.infer<typeof SegmentBody>;

export const SegmentAudienceInfo = z.object({
  /** Absent for a user restricted to segments: a size counts subscribers beyond their reach. */
  count: z.number().int().optional(),
  /**
   * Of `count`, those who could receive when it was calculated (shared/rules/reachable.ts); absent
   * where `count` is, and on audiences calculated before it was counted.
   */
  reachable: z.number().int().optional(),
  computedAt: z.string(),
  /** A static segment's audience never expires; a dynamic one's does at its next refresh. */
  expiresAt: z.string().nullable(),
  expired: z.boolean(),
});

export const Segment = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(SEGMENT_TYPES),
  conditions: z.custom<SegmentGroup>(),
  refreshHours: z.number().int().optional(),
  state: z.enum(SEGMENT_STATES),
  /** While calculating: pieces done of pieces, subscribers read (not for a user restricted to segments). */
  progress: z.object({ done: z.number().int(), total: z.number().int(), scanned: z.number().int().optional() }).optional(),
  audience: SegmentAudienceInfo.nullable(),
  lastError: z.string().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
  updatedById: z.string().optional(),
});
export type Segment = z.infer<typeof Segment>;
export const SegmentList = z.object({ items: z.array(Segment), limit: z.number().int() });

export const EstimateBody = z.strictObject({ conditions: SegmentConditions });
/** Matching subscribers the builder shows with an estimate, at most. */
export const PREVIEW_SIZE = 10;
/** A matching subscriber in the builder's preview: the subscriber list's contact, name and status columns. */
export const EstimatePreviewRow = Subscriber.pick({ id: true, email: true, gsm: true, name: true, status: true });
export type EstimatePreviewRow = z.infer<typeof EstimatePreviewRow>;
/**
 * A sample's count scaled to the whole database, with the margin of a 95% interval, and a few of
 * the sample's matching subscribers the caller may see (for a user restricted to segments, only
 * their members: the preview can be empty while the count is not). `count` (± `margin`) are the
 * subscribers the conditions match; `reachable` (± `reachableMargin`) those of them a mailing would
 * reach, the blacklist aside (shared/rules/reachable.ts: subscribed, an address out of quarantine),
 * the number the builder shows first.
 */
export const Estimate = z.object({
  count: z.number().int(),
  margin: z.number().int(),
  reachable: z.number().int(),
  reachableMargin: z.number().int(),
  sampled: z.number().int(),
  total: z.number().int(),
  exact: z.boolean(),
  preview: z.array(EstimatePreviewRow).max(PREVIEW_SIZE),
});
export type Estimate = z.infer<typeof Estimate>;

/** An estimate runs on the jobs queue: queued, then running, then finished (with its result) or failed. */
export const ESTIMATE_STATES = ['queued', 'running', 'finished', 'failed'] as const;
export type EstimateState = (typeof ESTIMATE_STATES)[number];
/** Where an estimate stands; the builder polls it by id until it is finished or failed. */
export const EstimateRun = z.object({
  id: z.string(),
  state: z.enum(ESTIMATE_STATES),
  result: Estimate.optional(),
  failure: z.object({ code: z.string() }).optional(),
});
export type EstimateRun = z.infer<typeof EstimateRun>;

export const AudienceQuery = z.strictObject({
  cursor: z.string().max(256).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
