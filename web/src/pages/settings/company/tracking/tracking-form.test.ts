import { describe, expect, it } from 'vitest';
import { DEFAULT_TRACKING_SETTINGS, TrackingSettings } from '@shared/schemas/tracking-settings';
import { exampleLink, toBody, toValues } from './tracking-form';

const values = (utm: Partial<TrackingSettings['utm']>, hash: Partial<TrackingSettings['hash']> = {}) =>
  toValues({ utm: { ...DEFAULT_TRACKING_SETTINGS.utm, ...utm }, hash: { ...DEFAULT_TRACKING_SETTINGS.hash, ...hash } });

describe('the tracking tab’s example link', () => {
  it('is the example unchanged when nothing is set', () => {
    expect(exampleLink(values({}))).toBe('https://shop.example/offer?id=7#details');
  });

  it('adds UTM values before the anchor, merge fields shown as samples', () => {
    expect(exampleLink(values({ source: 'goniec', campaign: 'dla {{ firstname | default: "x" }}' }))).toBe(
      'https://shop.example/offer?id=7&utm_source=goniec&utm_campaign=dla%20firstname#details',
    );
  });

  it('shows the hash parameter where its type puts it, a digest as the function of the text', () => {
    expect(exampleLink(values({}, { enabled: true, type: 'param', name: 'h', text: '{{ email }}', hasher: 'md5' }))).toBe(
      'https://shop.example/offer?id=7&h=MD5(jan%40example.com)#details',
    );
    expect(exampleLink(values({}, { enabled: true, type: 'anchor', name: 'h', text: 'stały', hasher: 'none' }))).toBe(
      'https://shop.example/offer?id=7#details&h=sta%C5%82y',
    );
  });

  it('round-trips the settings through the form state', () => {
    const s: TrackingSettings = {
      utm: { source: 'a', medium: 'b', campaign: 'c', term: 'd', content: 'e' },
      hash: { enabled: true, type: 'anchor', name: 'n', text: 't', hasher: 'sha256' },
    };
    expect(toBody(toValues(s))).toEqual(s);
    expect(TrackingSettings.safeParse(toBody(toValues(s))).success).toBe(true);
  });
});
