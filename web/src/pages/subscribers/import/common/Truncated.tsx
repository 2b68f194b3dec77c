import type { CSSProperties } from 'react';

/**
 * A value shown on one line, cut with an ellipsis past `maxWidth`, its full text on hover (title):
 * so a file of 25+ columns stays a table to scroll sideways, and an address or a long token is never
 * broken in the middle (no `word-break: break-all`, no wrapping inside a token).
 */
export function Truncated({ text, maxWidth = '16em' }: { text: string; maxWidth?: CSSProperties['maxWidth'] }) {
  return (
    <span title={text} style={{ display: 'block', maxWidth, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
      {text}
    </span>
  );
}
