import { lazy, type ComponentType } from 'react';
import { addArea, type TextArea } from './page-text-areas';

export type { TextArea } from './page-text-areas';

/**
 * Makes sure an area's texts are in for the current language. The app's instance is reached when a
 * page loads, not when this module does: page tables import it, and tests read them without a DOM.
 */
export async function loadPageTexts(area: TextArea): Promise<void> {
  const { currentLanguage, i18n } = await import('./i18n-react');
  await addArea(i18n, area, currentLanguage());
}

/** React.lazy for a page (or a dialog) of an area (or of several: a page may show another area's words): its chunk and its texts arrive together. */
export function lazyWithTexts<P extends object>(area: TextArea | readonly TextArea[], load: () => Promise<{ default: ComponentType<P> }>) {
  const areas: readonly TextArea[] = typeof area === 'string' ? [area] : area;
  return lazy(() => Promise.all([load(), ...areas.map(loadPageTexts)]).then(([module]) => module));
}
