import * as v from 'valibot';
import { VANITY_MESSAGES, VANITY_PATH_LIMITS } from '../../../../engine/contract/vanity-messages.ts';
import { extractAnalysisId } from './extract-analysis-id.ts';

/** SPEC section 5, Vanity form: the path's rules and the analysis id taken from a pasted results URL. */
export const vanityFormSchema = v.object({
  vanityPath: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(VANITY_PATH_LIMITS.min, VANITY_MESSAGES.pathTooShort),
    v.maxLength(VANITY_PATH_LIMITS.max, VANITY_MESSAGES.pathTooLong),
    v.regex(VANITY_PATH_LIMITS.pattern, VANITY_MESSAGES.pathCharacters),
  ),
  analysisUrl: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(VANITY_MESSAGES.analysisUrlRequired),
    v.rawTransform<string, string>(({ dataset, addIssue, NEVER }) => {
      const id = extractAnalysisId(dataset.value);
      if (id) return id;
      addIssue({ message: VANITY_MESSAGES.analysisIdNotFound });
      return NEVER;
    }),
  ),
});
export type VanityFormValues = v.InferInput<typeof vanityFormSchema>;

/** The POST /api/vanity body the valid form gives. */
export function vanityCreateBody({ vanityPath, analysisUrl }: v.InferOutput<typeof vanityFormSchema>) {
  return { vanityPath, analysisId: analysisUrl };
}
