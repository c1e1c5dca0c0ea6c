/**
 * SPEC section 5, word for word: the PWA form and the server give the same messages.
 * Kept apart from the zod schemas so the PWA can import the texts without zod.
 */
export const VANITY_MESSAGES = {
  pathTooShort: 'Vanity path must be at least 3 characters long',
  pathTooLong: 'Vanity path must be at most 50 characters long',
  pathCharacters: 'Vanity path can only contain letters, numbers, and hyphens',
  analysisUrlRequired: 'Analysis URL is required',
  analysisIdNotFound: 'Could not extract a valid analysis ID from the provided URL',
} as const;

/** SPEC section 5: a vanity path is 3 to 50 letters, digits and hyphens. */
export const VANITY_PATH_LIMITS = { min: 3, max: 50, pattern: /^[A-Za-z0-9-]+$/ } as const;
