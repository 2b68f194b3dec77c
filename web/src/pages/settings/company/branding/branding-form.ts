import {
  BRAND_COLOURS,
  SOCIAL_NETWORKS,
  type BrandColour,
  type BrandFont,
  type BrandingSettings,
  type SocialNetwork,
} from '@shared/schemas/branding';

/** The form's state, flat and keyed by the API's field paths, so a server field error lands on its input. */
export type BrandingValues = { font: BrandFont; unsubscribeLabel: string; replyTo: string } & {
  [C in BrandColour as `colours.${C}`]: string;
} & { [N in SocialNetwork as `socialLinks.${N}`]: string } & {
  'confirmationEmail.subject': string;
  'confirmationEmail.text': string;
};

export function toValues(s: BrandingSettings): BrandingValues {
  const values: Record<string, unknown> = {
    font: s.font,
    unsubscribeLabel: s.unsubscribeLabel,
    replyTo: s.replyTo,
    'confirmationEmail.subject': s.confirmationEmail.subject,
    'confirmationEmail.text': s.confirmationEmail.text,
  };
  for (const c of BRAND_COLOURS) values[`colours.${c}`] = s.colours[c];
  for (const n of SOCIAL_NETWORKS) values[`socialLinks.${n}`] = s.socialLinks[n];
  return values as BrandingValues;
}

export function toBody(v: BrandingValues): BrandingSettings {
  return {
    font: v.font,
    colours: Object.fromEntries(BRAND_COLOURS.map((c) => [c, v[`colours.${c}`].trim()])) as BrandingSettings['colours'],
    socialLinks: Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, v[`socialLinks.${n}`].trim()])) as BrandingSettings['socialLinks'],
    unsubscribeLabel: v.unsubscribeLabel,
    replyTo: v.replyTo.trim(),
    confirmationEmail: { subject: v['confirmationEmail.subject'], text: v['confirmationEmail.text'] },
  };
}

/** A colour the preview can show: the typed one when it is `#rrggbb`, else the saved one. */
export const shownColour = (typed: string, fallback: string) => (/^#[0-9a-fA-F]{6}$/.test(typed.trim()) ? typed.trim() : fallback);
