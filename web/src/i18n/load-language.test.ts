import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { i18nOptions } from './index';
import { loadLanguage } from './load-language';

describe('loadLanguage (the app starts with no texts and loads the active language only)', () => {
  it('adds the language asked for, and only that one', async () => {
    const i18n = createInstance();
    await i18n.init(i18nOptions('en-US'));
    expect(i18n.t('common.save')).toBe('common.save');
    await loadLanguage(i18n, 'en-US');
    expect(i18n.t('common.save')).toBe('Save');
    expect(i18n.hasResourceBundle('pl', 'translation')).toBe(false);
  });

  it('loads the other language on a switch, once', async () => {
    const i18n = createInstance();
    await i18n.init(i18nOptions('pl'));
    await loadLanguage(i18n, 'pl');
    expect(i18n.t('common.save')).toBe('Zapisz');
    await loadLanguage(i18n, 'en-US');
    const bundle = i18n.getResourceBundle('en-US', 'translation') as unknown;
    await loadLanguage(i18n, 'en-US');
    expect(i18n.getResourceBundle('en-US', 'translation')).toBe(bundle);
    await i18n.changeLanguage('en-US');
    expect(i18n.t('common.save')).toBe('Save');
  });
});
