import { z } from 'zod';
import { multiLineField, nameField, singleLineField } from '../validation';
import { UploadedFile } from './files';

export const AvatarUploadBody = z.strictObject({ file: UploadedFile });
export const AvatarResponse = z.object({ avatarUrl: z.string().nullable() });

/** The signed-in user's own profile fields (preferences have PUT /users/me). */
export const UpdateProfileBody = z.strictObject({ name: nameField(2, 100) });

export const FEEDBACK_CATEGORIES = ['bug', 'idea', 'question', 'other'] as const;
/** Spec section 7: feedback fields plus user, ua, resolution, url (the user comes from the session). */
export const FeedbackBody = z.strictObject({
  category: z.enum(FEEDBACK_CATEGORIES),
  message: multiLineField(3, 2000),
  ua: singleLineField(0, 1024).optional(),
  resolution: singleLineField(0, 32).optional(),
  url: singleLineField(0, 2048).optional(),
});
export type FeedbackBody = z.infer<typeof FeedbackBody>;
