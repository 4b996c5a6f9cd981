import type { PageCheck } from './config';

/**
 * The page-schema validation (schemas/validate.ts), loaded on demand. Its ajv compiles the language with
 * `new Function`, which a Content-Security-Policy without 'unsafe-eval' refuses: then no check is made here (the
 * server validated the design with the same language when it was saved and published) rather than no page at all.
 */
export async function loadPageCheck(): Promise<PageCheck> {
  try {
    const { validateSchemaDocument } = await import('../../../schemas/validate');
    return (doc) => {
      const result = validateSchemaDocument(doc);
      return result.ok ? null : result.errors;
    };
  } catch (error) {
    console.warn('page-schema validation unavailable', error);
    return () => null;
  }
}
