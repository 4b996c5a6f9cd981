import { PLACEHOLDER_GENERATED } from '../../schemas/placeholder-wording';
import type { LocalText } from '../../schemas/text';

/** Placeholder of fields the server fills (system fields, bill rules). */
export const SYSTEM_GENERATED: LocalText = PLACEHOLDER_GENERATED;
