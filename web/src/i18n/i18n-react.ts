import { createInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@shared/constants';
import { addFormatters, DEFAULT_LANGUAGE, i18nOptions, isLanguage } from './index';
import { loadLanguage } from './load-language';
import { pageTextsFor } from './page-text-areas';

const STORAGE_KEY = 'goniec.language';

function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** The app's instance; the language chosen last is remembered for the public pages too. */
export const i18n = createInstance();
void i18n.use(initReactI18next).init(i18nOptions(storedLanguage()));
addFormatters(i18n);
document.documentElement.lang = i18n.language;

/** Settles when the first language's texts are in: main.tsx renders after it. */
export const i18nReady: Promise<void> = loadLanguage(i18n, currentLanguage());

let wanted: Language | undefined;
export function applyLanguage(lng: Language): void {
  wanted = lng;
  void Promise.all([loadLanguage(i18n, lng), pageTextsFor(i18n, lng)]).then(() => {
    // A later choice made while this one loaded wins.
    if (wanted !== lng) return;
    if (i18n.language !== lng) void i18n.changeLanguage(lng);
    document.documentElement.lang = lng;
  });
  try {
    localStorage.setItem(STORAGE_KEY, lng);
  } catch {
    // Private mode: the choice just isn't remembered.
  }
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}
