import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { FieldError } from '@shared/errors';
import { REFRESH_HOURS, SegmentBody, type Segment, SEGMENT_TYPES } from '@shared/schemas/segments';
import { checkSegmentTree } from '@shared/segments/validate';
import { toFieldErrors } from '@shared/validation';
import { api, isApiError } from '@web/api';
import { pushNotice } from '@web/app/notifications/notification-store';
import { useSubmission } from '@web/common/use-form-submit';
import { useLeaveConfirmation } from '@web/common/use-leave-confirmation';
import { focusFirstInvalid } from '@web/common/use-zod-form';
import { propertyTypes, treeContext, type BuilderCatalog } from '../builder/catalog';
import { asConditionsBody, fromSegmentTree, newGroup, toDraftTree, treeSignature, type GroupInput } from '../builder/draft';
import { splitServerErrors, visibleTreeErrors } from '../builder/errors';
import { isCalculating } from '../common/segment-state';
import { useSegment } from '../common/use-segment';
import { segmentPath } from '../paths';

export type SegmentType = (typeof SEGMENT_TYPES)[number];
export type RefreshHours = (typeof REFRESH_HOURS)[number];

export interface SegmentValues {
  name: string;
  type: SegmentType;
  refreshHours: RefreshHours;
}

const DEFAULT_REFRESH: RefreshHours = 24;

const valuesOf = (s: Segment | undefined): SegmentValues => ({
  name: s?.name ?? '',
  type: s?.type ?? 'static',
  refreshHours: REFRESH_HOURS.find((h) => h === s?.refreshHours) ?? DEFAULT_REFRESH,
});

const signature = (values: SegmentValues, tree: GroupInput) =>
  JSON.stringify([values.name, values.type, values.type === 'dynamic' ? values.refreshHours : null, treeSignature(tree)]);

/** The name's problems, as SegmentBody says them. */
function nameErrors(name: string): FieldError[] {
  const result = SegmentBody.shape.name.safeParse(name);
  return result.success ? [] : toFieldErrors(result.error.issues, name).map((e) => ({ ...e, path: 'name' }));
}

/**
 * The segment configuration: name, type and refresh, and the condition tree checked live with the
 * account's properties and mailings exactly as the API will (checkSegmentTree); saving creates or
 * updates, then the segment can be calculated and is followed until its audience is ready.
 */
export function useSegmentForm(initial: Segment | undefined, catalog: BuilderCatalog, id: string | undefined) {
  const navigate = useNavigate();
  const live = useSegment(id, initial);
  const segment = live.segment;
  const [values, setValues] = useState<SegmentValues>(() => valuesOf(initial));
  const [tree, setTree] = useState<GroupInput>(() => (initial ? fromSegmentTree(initial.conditions) : newGroup('and')));
  const [baseline, setBaseline] = useState(() => signature(valuesOf(initial), tree));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverTree, setServerTree] = useState<FieldError[]>([]);
  const [serverName, setServerName] = useState<FieldError | undefined>(undefined);
  const { busy, error, run } = useSubmission<'save' | 'saveCalculate' | 'calculate'>({
    claim: (e) => {
      if (!isApiError(e) || e.fieldErrors.length === 0) return false;
      const { tree: treeErrors, other } = splitServerErrors(e.fieldErrors);
      setServerTree(treeErrors);
      setServerName(other.find((fe) => fe.path === 'name'));
      setSubmitted(true);
      return other.every((fe) => fe.path === 'name');
    },
  });

  const types = useMemo(() => propertyTypes(catalog.properties), [catalog.properties]);
  const context = useMemo(() => treeContext(catalog), [catalog]);
  const draft = toDraftTree(tree, types);
  const treeErrors = checkSegmentTree(draft, context);
  const nameProblems = nameErrors(values.name);
  const valid = treeErrors.length === 0 && nameProblems.length === 0;
  const dirty = signature(values, tree) !== baseline;
  const leave = useLeaveConfirmation(dirty && busy !== 'save');

  const visible = visibleTreeErrors(tree, treeErrors, serverTree, (key) => submitted || touched.has(key));
  const nameError = serverName ?? (submitted || values.name !== valuesOf(initial).name ? nameProblems[0] : undefined);

  const changeTree = (next: GroupInput, key: string) => {
    setTree(next);
    setTouched((prev) => new Set(prev).add(key));
    setServerTree([]);
  };
  const set = <K extends keyof SegmentValues>(field: K, value: SegmentValues[K]) => {
    setValues((prev) => ({ ...prev, [field]: value }));
    if (field === 'name') setServerName(undefined);
  };

  /**
   * Saves; with `thenCalculate` ("save and calculate") also starts the calculation of what was just
   * saved, so the status panel follows its progress at once. A calculation that cannot start leaves
   * the segment saved, with the refusal shown.
   */
  const save = (thenCalculate = false) =>
    run(thenCalculate ? 'saveCalculate' : 'save', async () => {
      setSubmitted(true);
      if (!valid) {
        focusFirstInvalid();
        return null;
      }
      const body = {
        name: values.name.trim(),
        type: values.type,
        conditions: asConditionsBody(draft),
        ...(values.type === 'dynamic' ? { refreshHours: values.refreshHours } : {}),
      };
      try {
        const saved = segment ? await api('segments.update', { params: { id: segment.id }, body }) : await api('segments.create', { body });
        setBaseline(signature(values, tree));
        live.set(saved);
        let shown = saved;
        try {
          if (thenCalculate) shown = await api('segments.calculate', { params: { id: saved.id }, body: {} });
        } finally {
          live.set(shown);
          if (!segment) {
            // The new segment gets its own address; the page there starts from what was just saved (and started).
            leave.allowNextNavigation();
            navigate(segmentPath(saved.id), { replace: true, state: { segment: shown } });
          }
        }
        pushNotice(
          {
            type: 'success',
            content: { key: segment ? 'segments.notices.updated' : 'segments.notices.created', params: { name: saved.name } },
          },
          6000,
        );
        return shown;
      } catch (e) {
        // Refused because a calculation runs: show that it does.
        if (isApiError(e) && e.code === 'SEGMENT_STILL_PROCESSING') live.reload();
        throw e;
      }
    });

  const calculate = () =>
    run('calculate', async () => {
      if (!segment) return null;
      try {
        const started = await api('segments.calculate', { params: { id: segment.id }, body: {} });
        live.set(started);
        return started;
      } catch (e) {
        live.reload();
        throw e;
      }
    });

  return {
    segment,
    loadError: live.error,
    values,
    set,
    tree,
    changeTree,
    types,
    draft,
    valid,
    treeValid: treeErrors.length === 0,
    problems: treeErrors.length,
    treeErrors: visible,
    nameError,
    dirty,
    busy,
    error,
    calculating: segment !== undefined && isCalculating(segment),
    save,
    calculate,
    leaveModal: leave.modal,
  };
}
export type SegmentForm = ReturnType<typeof useSegmentForm>;
