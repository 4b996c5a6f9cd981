/**
 * Address of the user menu's help entry, a deployment setting (VITE_HELP_DOCS_URL); without it help opens
 * this site's API documentation (OpenAPI page, /api/docs). Feedback is a system setting instead
 * (`feedbackAddress`, schemas/feedback-address.ts).
 */
export const HELP_DOCS_URL: string = import.meta.env.VITE_HELP_DOCS_URL || '/api/docs';
