import { describe, expect, it } from 'vitest';
import { BrandingSettings, DEFAULT_BRANDING } from '@shared/schemas/branding';
import { shownColour, toBody, toValues } from './branding-form';

const { logo: _logo, ...settings } = DEFAULT_BRANDING;

describe('the branding form', () => {
  it('round-trips the settings through the flat form values', () => {
    const saved = {
      ...settings,
      colours: { ...settings.colours, accent: '#123456' },
      socialLinks: { ...settings.socialLinks, x: 'https://x.com/a' },
    };
    expect(toBody(toValues(saved))).toEqual(saved);
    expect(toValues(saved)['colours.accent']).toBe('#123456');
  });

  it('trims addresses and colours, and what it sends is what the API validates', () => {
    const values = {
      ...toValues(settings),
      'colours.primary': ' #AA0055 ',
      replyTo: ' a@example.com ',
      'socialLinks.facebook': ' https://fb.com/x ',
    };
    const body = toBody(values);
    expect(body.colours.primary).toBe('#AA0055');
    expect(body.replyTo).toBe('a@example.com');
    expect(BrandingSettings.safeParse(body).success).toBe(true);
  });

  it('an emptied label or reply-to (sent as none by the form) reads as empty, not as missing', () => {
    const parsed = BrandingSettings.safeParse({ ...toBody(toValues(settings)), unsubscribeLabel: undefined, replyTo: undefined });
    expect(parsed.success && parsed.data).toMatchObject({ unsubscribeLabel: '', replyTo: '' });
  });

  it('the preview keeps the saved colour while a typed one is unfinished', () => {
    expect(shownColour('#aa00', '#ffffff')).toBe('#ffffff');
    expect(shownColour('#aa0055', '#ffffff')).toBe('#aa0055');
  });
});
