import { describe, expect, it } from 'vitest';
import { EstimatePreviewRow, PREVIEW_SIZE } from '@shared/schemas/segments';
import type { Subscriber } from '@shared/schemas/subscriber';
import { extendPreview } from './preview';

const at = '2026-01-01T00:00:00Z';
const subscriber = (n: number, more: Partial<Subscriber> = {}): Subscriber => ({
  id: `s${String(n).padStart(3, '0')}`,
  email: `s${n}@x.pl`,
  status: 8,
  emailType: 'normal',
  createdAt: at,
  updatedAt: at,
  props: { city: 'Kraków' },
  mailQuarantine: { level: 'none', failures: 0, served: 0 },
  version: 1,
  ...more,
});
const rows = Array.from({ length: 30 }, (_, i) => subscriber(i));
const ids = (preview: readonly EstimatePreviewRow[]) => preview.map((r) => r.id);

describe('extendPreview', () => {
  it('takes the matching rows in order, with only the preview’s fields', () => {
    const preview = extendPreview(
      [],
      [
        subscriber(1, { gsm: '+48600100200', name: 'Ala', comment: 'vip' }),
        subscriber(2, { email: undefined, gsm: '+49151123' }),
        subscriber(3),
      ],
      [0, 1],
      null,
    );
    expect(preview).toEqual([
      { id: 's001', email: 's1@x.pl', gsm: '+48600100200', name: 'Ala', status: 8 },
      { id: 's002', gsm: '+49151123', status: 8 },
    ]);
    expect(preview.every((row) => EstimatePreviewRow.strict().safeParse(row).success)).toBe(true);
  });

  it('stops at the preview’s size across batches and leaves the earlier preview as it was', () => {
    const first = extendPreview([], rows.slice(0, 15), [1, 3, 5, 7, 9, 11, 13], null);
    expect(ids(first)).toEqual(['s001', 's003', 's005', 's007', 's009', 's011', 's013']);
    const second = extendPreview(first, rows.slice(15), [0, 1, 2, 3, 4, 5], null);
    expect(second).toHaveLength(PREVIEW_SIZE);
    expect(ids(second).slice(7)).toEqual(['s015', 's016', 's017']);
    expect(first).toHaveLength(7);
    expect(extendPreview(second, rows, [0, 1], null)).toEqual(second);
  });

  it('shows a restricted user only the matching rows within reach, asking about matching rows alone', () => {
    const asked: string[] = [];
    const inScope = (id: string) => (asked.push(id), Number(id.slice(1)) % 2 === 0);
    const preview = extendPreview([], rows, [1, 2, 3, 4, 6], inScope);
    expect(ids(preview)).toEqual(['s002', 's004', 's006']);
    expect(asked).toEqual(['s001', 's002', 's003', 's004', 's006']);
    expect(extendPreview([], rows, [1, 3, 5], inScope)).toEqual([]);
  });

  it('asks nothing once the preview is full', () => {
    const full = extendPreview(
      [],
      rows,
      rows.map((_, i) => i),
      null,
    );
    let asked = 0;
    expect(extendPreview(full, rows, [20, 21], () => (asked++, true))).toEqual(full);
    expect(asked).toBe(0);
  });
});
