import { normalizeWebsiteUrl } from '../../../../engine/contract/normalize-url.ts';

/** SPEC section 2: the text is one address, with no comma and no line break (worth a hint that a batch can hold many). */
export function isSingleUrl(text: string): boolean {
  const trimmed = text.trim();
  if (trimmed === '' || /[,\n\r]/.test(trimmed)) return false;
  if (!/^https?:\/\//i.test(trimmed) && !trimmed.includes('.')) return false;
  return normalizeWebsiteUrl(trimmed).ok;
}
