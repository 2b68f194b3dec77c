/**
 * Issue 16: the limits of templates and their content (spec section 9: template name 2–255, folder
 * name at least 2, 3–30 restore points). Zod-free, so route lines and the web read them.
 */
export const TEMPLATE_RULES = {
  nameMin: 2,
  nameMax: 255,
  descriptionMax: 1000,
  folderNameMin: 2,
  folderNameMax: 100,
  /** Spec section 3: "Templates may have a tag length limit". */
  tagNameMax: 50,
  tagValueMax: 100,
  tagsMax: 20,
  customMax: 20,
  customKeyMax: 64,
  customValueMax: 1000,
  /** The MJML source of a visual template (compiled HTML is 3–4 times as long, and that is bounded by htmlMax). */
  mjmlMax: 150_000,
  htmlMax: 200_000,
  textMax: 50_000,
  preheaderMax: 255,
  /** Restore points kept per template or mailing: an account setting within these bounds. */
  historyMin: 3,
  historyMax: 30,
  historyDefault: 10,
  /** The editor saves a restore point this often while there are unsaved changes. */
  autosaveSeconds: 60,
} as const;

/** The header the editor's timed saves carry: their restore points are marked autosaves. */
export const AUTOSAVE_HEADER = 'x-goniec-autosave';

/** Gmail clips a message whose HTML is above 102 KB ("[Message clipped]"): the checks warn above it. */
export const GMAIL_CLIP_BYTES = 102 * 1024;

/**
 * Zip import (spec section 9: "a zip with index.html at its root, with a maximum size, the value is
 * given to the user"). The upload goes through the API to Lambda, whose request payload is at most
 * 6 MB and carries a binary body base64-encoded (4/3 of the file): 4 MB becomes 5.33 MB plus the
 * multipart boundaries and the event's headers, where 5 MB would have been 6.67 MB and refused by
 * Lambda itself before our code could say why. What it unpacks to is bounded apart (a
 * decompression bomb is refused before anything is written).
 */
export const ZIP_RULES = {
  maxBytes: 4 * 1024 * 1024,
  /** maxBytes as the refusal shows it (ZIP_TOO_LARGE {max}). */
  maxLabel: '4 MB',
  maxUnpackedLabel: '25 MB',
  maxEntries: 200,
  maxUnpackedBytes: 25 * 1024 * 1024,
  /** The most one entry may grow by when unpacked: a bigger ratio is a bomb, not a template. */
  maxRatio: 100,
} as const;

/** The image library: what may be uploaded (and what a zip's images must be). */
export const IMAGE_RULES = {
  maxBytes: 3 * 1024 * 1024,
  maxWidth: 5000,
  maxHeight: 5000,
  types: {
    'image/jpeg': ['jpg', 'jpeg'],
    'image/png': ['png'],
    'image/gif': ['gif'],
    'image/webp': ['webp'],
  },
} as const;
export type ImageType = keyof typeof IMAGE_RULES.types;

/** Blueprint categories (spec section 3) and the plain layouts we add to them. */
export const BLUEPRINT_CATEGORIES = ['women_day', 'valentine_day', 'holiday', 'cart', 'business', 'easter', 'layout'] as const;
export type BlueprintCategory = (typeof BLUEPRINT_CATEGORIES)[number];

/** Test e-mails typed by hand in one go (a test group adds its own). */
export const TEST_EMAILS_MAX = 10;
