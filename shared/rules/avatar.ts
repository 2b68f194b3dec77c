/** Spec section 5: an avatar is refused on a wrong format, size (dimensions) or weight (bytes). */
export const AVATAR_RULES = {
  maxBytes: 1024 * 1024,
  types: { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' },
  /** Extensions a file name may carry for each detected type. */
  extensions: { jpg: ['jpg', 'jpeg'], png: ['png'], webp: ['webp'] },
  minSide: 32,
  maxSide: 2048,
} as const;
export type AvatarType = keyof typeof AVATAR_RULES.types;
