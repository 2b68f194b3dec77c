import { z } from 'zod';
import { nameField } from '../validation';
import { UploadedFile } from './files';

export const AvatarUploadBody = z.strictObject({ file: UploadedFile });
export const AvatarResponse = z.object({ avatarUrl: z.string().nullable() });

/** The signed-in user's own profile fields (preferences have PUT /users/me). */
export const UpdateProfileBody = z.strictObject({ name: nameField(2, 100) });

export const FEEDBACK_CATEGORIES = ['bug', 'idea', 'question', 'other'] as const;
/** Spec section 7: feedback fields plus user, ua, resolution, url (the user comes from the session). */
export const FeedbackBody = z.strictObject({
  category: z.enum(FEEDBACK_CATEGORIES),
  message: z.string().trim().min(3).max(2000),
  ua: z.string().max(1024).optional(),
  resolution: z.string().max(32).optional(),
  url: z.string().max(2048).optional(),
});
export type FeedbackBody = z.infer<typeof FeedbackBody>;
