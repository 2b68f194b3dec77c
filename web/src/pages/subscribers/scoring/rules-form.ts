import type { ScoringRules } from '@shared/schemas/scoring';
import type { ScoringRun } from '@shared/schemas/scoring';
import type { JobView } from '@web/common/job-progress/job-view';

/** The form's state, flat and keyed by the API's field paths (a server field error lands on its input); numbers as typed. */
export interface RulesValues {
  open: string;
  click: string;
  signup: string;
  unsubscribe: string;
  complaint: string;
  decay: boolean;
  halfLifeDays: string;
  cap: string;
  'bands.warm': string;
  'bands.hot': string;
}

export const RULE_POINTS = ['open', 'click', 'signup', 'unsubscribe', 'complaint'] as const;

export const toValues = (r: ScoringRules): RulesValues => ({
  open: String(r.open),
  click: String(r.click),
  signup: String(r.signup),
  unsubscribe: String(r.unsubscribe),
  complaint: String(r.complaint),
  decay: r.halfLifeDays !== null,
  halfLifeDays: String(r.halfLifeDays ?? 90),
  cap: String(r.cap),
  'bands.warm': String(r.bands.warm),
  'bands.hot': String(r.bands.hot),
});

/** A typed number, or the text itself when it is none (the schema then says it is not a number). */
const num = (text: string): number | string => {
  const trimmed = text.trim();
  return trimmed !== '' && Number.isFinite(Number(trimmed)) ? Number(trimmed) : trimmed;
};

/** What the API reads; the schema checks it (ranges, whole numbers, the bands' order). */
export const toBody = (v: RulesValues) => ({
  open: num(v.open),
  click: num(v.click),
  signup: num(v.signup),
  unsubscribe: num(v.unsubscribe),
  complaint: num(v.complaint),
  halfLifeDays: v.decay ? num(v.halfLifeDays) : null,
  cap: num(v.cap),
  bands: { warm: num(v['bands.warm']), hot: num(v['bands.hot']) },
});

/** A recalculation as the progress display sees it. */
export function runView(run: ScoringRun | null): JobView {
  if (!run) return { phase: 'finished' };
  const phase =
    run.state === 'queued' || run.state === 'running' || run.state === 'finished' || run.state === 'failed' ? run.state : 'stopped';
  return { phase, done: run.progress?.done, total: run.progress?.total, failure: run.failure };
}
