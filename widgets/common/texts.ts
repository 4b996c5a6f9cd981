import { PLACEHOLDER_LEADS } from '../../schemas/placeholder-wording';
import type { LocalText } from '../../schemas/text';

/** Default placeholders and texts of widget props (schema texts, so they carry their languages). */
export const PLEASE_ENTER: LocalText = PLACEHOLDER_LEADS.enter;
export const PLEASE_SELECT: LocalText = PLACEHOLDER_LEADS.select;
