import type { Text } from '../../../core/i18n';
import type { RuleFieldInfo } from './types';

// Being written: the registry of rule fields per menu and the scheme check.

/** The fields data rules of the page `menuEnCode` may use (empty: the page has no data rules). */
export function ruleFieldsOf(_menuEnCode: string): RuleFieldInfo[] {
  return [];
}

/** Why `conditions` is not a valid scheme of the page, or null when it is. */
export function checkScheme(_menuEnCode: string, _conditions: unknown): Text | null {
  return null;
}
