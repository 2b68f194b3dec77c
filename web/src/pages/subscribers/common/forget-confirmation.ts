/**
 * GDPR forgetting cannot be undone, so it asks for a word to be typed (spec: a strong confirmation);
 * case and surrounding spaces do not matter, anything else does.
 */
export const isForgetConfirmed = (typed: string, word: string) => typed.trim().toLocaleLowerCase() === word.trim().toLocaleLowerCase();
