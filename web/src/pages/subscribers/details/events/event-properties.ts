import type { CustomEvent } from '@shared/schemas/custom-events';

/**
 * An event's properties as one compact line, `key: value` joined with commas, in the order they were
 * told; numbers in the user's language, booleans as the words the caller gives. No properties: '—'.
 */
export function propertiesText(properties: CustomEvent['properties'], locale: string, words: { yes: string; no: string }): string {
  const parts = Object.entries(properties).map(([key, value]) => {
    const text =
      typeof value === 'number' ? value.toLocaleString(locale) : typeof value === 'boolean' ? (value ? words.yes : words.no) : value;
    return `${key}: ${text}`;
  });
  return parts.length ? parts.join(', ') : '—';
}
