import { ZIP_RULES } from '@shared/rules/templates';

/** A byte limit in whole megabytes, as the user is told it ("at most 5 MB"). */
export const megabytes = (bytes: number): number => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** What is wrong with a chosen zip before it is sent: only its size can be known here (the server reads the rest). */
export function zipFileProblem(file: Pick<Blob, 'size'>, maxBytes: number = ZIP_RULES.maxBytes): 'tooLarge' | null {
  return file.size > maxBytes ? 'tooLarge' : null;
}
