import { lazy, type ComponentType } from 'react';
import { currentLanguage, i18n } from './i18n-react';
import { addArea, type TextArea } from './page-text-areas';

export type { TextArea } from './page-text-areas';

/** Makes sure an area's texts are in for the current language. */
export const loadPageTexts = (area: TextArea): Promise<void> => addArea(i18n, area, currentLanguage());

/** React.lazy for a page (or a dialog) of an area: its chunk and its texts arrive together. */
export function lazyWithTexts<P extends object>(area: TextArea, load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() => Promise.all([load(), loadPageTexts(area)]).then(([module]) => module));
}
