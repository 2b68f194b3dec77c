import { describe, expect, it } from 'vitest';
import { CancellationSettings, DEFAULT_CANCELLATION } from '@shared/schemas/cancellation';
import { toBody, toValues } from './cancellation-form';

describe('the cancellation form', () => {
  it('keeps one reason a line, blank lines and spaces dropped', () => {
    const body = toBody({ ...toValues(DEFAULT_CANCELLATION), reasons: ' Za dużo \r\n\n Nie dla mnie\n' });
    expect(body.reasons).toEqual(['Za dużo', 'Nie dla mnie']);
    expect(CancellationSettings.safeParse(body).success).toBe(true);
    expect(toValues(body).reasons).toBe('Za dużo\nNie dla mnie');
  });

  it('an eleventh reason is what the API refuses', () => {
    const reasons = Array.from({ length: 11 }, (_, i) => `Powód ${i}`).join('\n');
    expect(CancellationSettings.safeParse(toBody({ ...toValues(DEFAULT_CANCELLATION), reasons })).success).toBe(false);
  });
});
