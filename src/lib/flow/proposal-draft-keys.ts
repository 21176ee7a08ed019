/**
 * The drafts of a link's proposal after its confirmation, by key (in a module of their own, not
 * ./flow-state: the app's entry does not carry them for the screens that never use them).
 */

/** Step 5 and 6's resubmissions (features/proposal/post-confirmation holds its shape). */
export const postConfirmationDraftKey = (base: string) => `post-confirmation:${base}`;
/** The correction form's draft (step 6, features/proposal/correction). */
export const correctionDraftKey = (base: string) => `correction:${base}`;
