import { useDeferredValue } from 'react';

/**
 * The message as a mail client would show it. sandbox="" runs no script and gives the HTML
 * no access to the app: it is the author's own markup, but it may be pasted from anywhere.
 */
export function HtmlPreview({ html, title }: { html: string; title: string }) {
  const deferred = useDeferredValue(html);
  return <iframe className="goniec-preview" title={title} sandbox="" srcDoc={deferred} data-testid="mailing-preview" />;
}
