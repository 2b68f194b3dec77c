/** The months the report offers: this one and the twelve before ("yyyy-mm"), newest first. */
export function recentMonths(current: string, count = 13): string[] {
  const [year, month] = current.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(year, month - 1 - i, 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

/** "2026-11" as the language names it ("listopad 2026", "November 2026"). */
export const monthLabel = (month: string, language: string) =>
  new Date(`${month}-15T12:00:00Z`).toLocaleDateString(language, { month: 'long', year: 'numeric', timeZone: 'UTC' });
