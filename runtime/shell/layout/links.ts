/**
 * Addresses of the user menu's feedback and help entries. They are deployment settings:
 * VITE_FEEDBACK_MAILTO (a mailto: link) and VITE_HELP_DOCS_URL. Without them feedback opens an
 * empty mail to fill in and help opens this site's API documentation (OpenAPI page, /api/docs).
 */
export const FEEDBACK_HREF: string = import.meta.env.VITE_FEEDBACK_MAILTO || 'mailto:?subject=Feedback';
export const HELP_DOCS_URL: string = import.meta.env.VITE_HELP_DOCS_URL || '/api/docs';
