import { z } from 'zod';
import { multiLineField, singleLineField } from '../validation';
import { UploadedFile } from './files';

/**
 * The account's branding (spec section 3, "Branding"; /settings/company, the branding tab,
 * PERM_POGOLNE). It styles what subscribers see outside a mailing: the unsubscribe and preference
 * pages, hosted sign-up forms and the confirmation e-mail of a double opt-in.
 */

/** Fonts every mail client and browser has (plus the app's own Open Sans, with fallbacks). */
export const BRAND_FONTS = ['Open Sans', 'Arial', 'Helvetica', 'Verdana', 'Tahoma', 'Trebuchet MS', 'Georgia', 'Times New Roman'] as const;
export type BrandFont = (typeof BRAND_FONTS)[number];

/** Spec section 3: the six colours. */
export const BRAND_COLOURS = ['primary', 'secondary', 'accent', 'text', 'background', 'border'] as const;
export type BrandColour = (typeof BRAND_COLOURS)[number];

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'linkedin', 'x', 'youtube', 'tiktok'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** `#rrggbb`, what a colour picker and every mail client understand. */
export const HexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, { message: 'VALIDATION_INVALID_VALUE' });

/** An https or http address, or '' for none. */
export const OptionalUrl = z.union([z.literal(''), z.url({ protocol: /^https?$/, message: 'VALIDATION_INVALID_URL' }).max(2048)]);

/** The stored logo (spec section 9: jpg, at most 500×200 px and 1 MB), kept in the files bucket. */
export const BrandLogo = z.strictObject({
  key: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  bytes: z.number().int().positive(),
  updatedAt: z.string(),
});
export type BrandLogo = z.infer<typeof BrandLogo>;

/**
 * The confirmation e-mail of a double opt-in: its subject and its text above the confirm button.
 * Empty means the product's own words, in the subscriber's language.
 */
export const ConfirmationEmail = z.strictObject({
  subject: singleLineField(0, 255),
  text: multiLineField(0, 2000),
});
export type ConfirmationEmail = z.infer<typeof ConfirmationEmail>;

export const BrandColours = z.strictObject({
  primary: HexColour,
  secondary: HexColour,
  accent: HexColour,
  text: HexColour,
  background: HexColour,
  border: HexColour,
});
export type BrandColours = z.infer<typeof BrandColours>;

export const SocialLinks = z.strictObject({
  facebook: OptionalUrl,
  instagram: OptionalUrl,
  linkedin: OptionalUrl,
  x: OptionalUrl,
  youtube: OptionalUrl,
  tiktok: OptionalUrl,
});
export type SocialLinks = z.infer<typeof SocialLinks>;

/** What the branding tab saves (the logo has its own upload call). */
export const BrandingSettings = z.strictObject({
  font: z.enum(BRAND_FONTS),
  colours: BrandColours,
  socialLinks: SocialLinks,
  /** The unsubscribe link's words in a footer; empty means the product's own ("Wypisz się" / "Unsubscribe"). */
  // Empty is a value here: the web's forms send an emptied field as none, which reads as ''.
  unsubscribeLabel: singleLineField(0, 100).default(''),
  /** Where replies go when a sender names no reply-to address of its own; empty means to the sender. */
  replyTo: z.union([z.literal(''), z.email({ message: 'VALIDATION_INVALID_EMAIL' }).max(255)]).default(''),
  confirmationEmail: ConfirmationEmail,
});
export type BrandingSettings = z.infer<typeof BrandingSettings>;

export const Branding = BrandingSettings.extend({ logo: BrandLogo.nullable() });
export type Branding = z.infer<typeof Branding>;

/** An account that never saved its branding looks like the app: Cloudscape's blue on white. */
export const DEFAULT_BRANDING: Branding = {
  logo: null,
  font: 'Open Sans',
  colours: {
    primary: '#0972d3',
    secondary: '#414d5c',
    accent: '#037f0c',
    text: '#16191f',
    background: '#ffffff',
    border: '#d1d5db',
  },
  socialLinks: { facebook: '', instagram: '', linkedin: '', x: '', youtube: '', tiktok: '' },
  unsubscribeLabel: '',
  replyTo: '',
  confirmationEmail: { subject: '', text: '' },
};

/** The logo's upload: one jpg (shared/rules/logo.ts). */
export const LogoUploadBody = z.strictObject({ file: UploadedFile });

/** What the tab reads: the branding and where its logo is served (public, as e-mails show it). */
export const BrandingResponse = z.object({ branding: Branding, logoUrl: z.string().optional() });
export type BrandingResponse = z.infer<typeof BrandingResponse>;
