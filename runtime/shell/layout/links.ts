/**
 * Address of the user menu's help entry: the built-in user guide (`/help`, docs/guide in the repository, opened in
 * the app) unless a deployment sets VITE_HELP_DOCS_URL to guides of its own (opened in a new tab). The API reference
 * stays at /api/docs. Feedback is a system setting instead (`feedbackAddress`, schemas/feedback-address.ts).
 */
export const HELP_DOCS_URL: string = import.meta.env.VITE_HELP_DOCS_URL || '/help';

/** Whether the help entry leaves the app (a configured address) rather than opening the guide's route. */
export const HELP_DOCS_EXTERNAL: boolean = !!import.meta.env.VITE_HELP_DOCS_URL;
