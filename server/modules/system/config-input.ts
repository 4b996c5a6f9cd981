import { Type } from '@sinclair/typebox';
import { badRequest } from '../../core/errors';
import type { Text } from '../../core/i18n';
import { RULES } from '../../../schemas/validation';
import { FEEDBACK_ADDRESS_MESSAGE, feedbackHref } from '../../../schemas/feedback-address';
import { isTimeZone, TIME_ZONE_KEY } from '../../../schemas/format/time';
import { CONFIG_DEFAULTS, LOCAL_CONFIG_FIELDS } from './config-defaults';
import { ruleText } from './catalogue-input';
import { CATALOGUE_TEXT, fieldText, fillAll, requiredText } from './catalogue-text';
import { invalidIpEntries, splitIpList } from './ip-list';
import type { SysConfigValues } from './config-service';

type Raw = string | number | boolean | null;

/**
 * PUT /api/system/SysConfig body: any of the known keys (a form may send numbers and switches as
 * numbers or booleans); an unknown key is refused by the schema.
 */
export const SysConfigBody = Type.Object(
  Object.fromEntries([
    ...CONFIG_DEFAULTS.map((d) => [d.key, Type.Optional(Type.Unsafe<Raw>({
      type: ['string', 'number', 'boolean', 'null'], maxLength: 4000, description: d.name,
    }))]),
    ...LOCAL_CONFIG_FIELDS.map(([field, key, lang]) => [field, Type.Optional(Type.Union([Type.String({ maxLength: 1000 }), Type.Null()], {
      description: `${key} in ${lang === 'en' ? 'English' : 'Traditional Chinese'} (empty: the zh value)`,
    }))]),
  ]),
  { additionalProperties: false, description: 'the settings to change (others stay)' },
);

const SWITCHES = ['singleLogin', 'lastLoginTimeSwitch', 'whitelistSwitch', 'isLog', 'emailSsl'];
const INTEGERS: Record<string, { min: number; max: number; optional?: boolean }> = {
  tokenTimeout: { min: 1, max: 43200 }, // minutes: up to 30 days
  pageSize: { min: 1, max: 500 },
  emailSmtpPort: { min: 1, max: 65535, optional: true },
  emailPop3Port: { min: 1, max: 65535, optional: true },
  logKeepDaysLogin: { min: 1, max: 3650 },
  logKeepDaysVisit: { min: 1, max: 3650 },
  logKeepDaysOperation: { min: 1, max: 3650 },
  logKeepDaysException: { min: 1, max: 3650 },
  logKeepDaysRequest: { min: 1, max: 3650 },
  sessionKeepDays: { min: 1, max: 3650 },
  uploadQuotaMb: { min: 1, max: 1_048_576 }, // up to 1 TiB
};
const EMAILS = ['companyEmail', 'emailAccount'];
const REQUIRED = ['sysName'];
const LONG_TEXTS: Record<string, number> = { whitelistIp: 4000, registerKey: 2000, sysDescription: 1000 };
const DEFAULT_MAX = 500;

const labelOf = (field: string): Text => {
  // A local value's other-language field is named by its setting.
  const key = LOCAL_CONFIG_FIELDS.find(([f]) => f === field)?.[1] ?? field;
  const d = CONFIG_DEFAULTS.find((c) => c.key === key)!;
  return { zh: d.name, zhtw: d.zhtw, en: d.en };
};
const fail = (key: string, message: Text) => badRequest(fieldText(labelOf(key), message), key);

const asText = (raw: Raw): string => {
  if (raw === null) return '';
  if (typeof raw === 'boolean') return raw ? '1' : '0';
  return String(raw).trim();
};

/** One setting, checked and normalised to its stored string. */
function checkValue(key: string, raw: Raw): string {
  const value = asText(raw);
  if (SWITCHES.includes(key)) {
    if (value !== '0' && value !== '1') throw fail(key, CATALOGUE_TEXT.badSwitch);
    return value;
  }
  const int = INTEGERS[key];
  if (int) {
    if (value === '' && int.optional) return '';
    if (!/^\d+$/.test(value) || Number(value) < int.min || Number(value) > int.max) throw fail(key, fillAll(CATALOGUE_TEXT.badRange, { min: int.min, max: int.max }));
    return String(Number(value));
  }
  if (key === TIME_ZONE_KEY) {
    if (!isTimeZone(value)) throw fail(key, CATALOGUE_TEXT.badTimeZone);
    return value;
  }
  if (key === 'whitelistIp') {
    const [bad] = invalidIpEntries(value);
    if (bad !== undefined) throw fail(key, fillAll(CATALOGUE_TEXT.badIpList, { entry: bad }));
    return splitIpList(value).join(',');
  }
  const max = LONG_TEXTS[key] ?? DEFAULT_MAX;
  if (value.length > max) throw fail(key, fillAll(CATALOGUE_TEXT.tooLong, { max }));
  if (REQUIRED.includes(key) && !value) throw badRequest(requiredText(labelOf(key)), key);
  if (EMAILS.includes(key) && value && !RULES.email.test(value)) throw fail(key, ruleText('email'));
  // Stored as typed: the user menu makes the mailto: link (schemas/feedback-address.ts).
  if (key === 'feedbackAddress' && value && !feedbackHref(value)) throw fail(key, FEEDBACK_ADDRESS_MESSAGE);
  return value;
}

/**
 * Checks the settings to write against the current ones: each value alone, then together (the
 * whitelist cannot be switched on empty, which would lock every user but the administrator out).
 */
export function checkSysConfig(input: Record<string, Raw | undefined>, current: SysConfigValues): SysConfigValues {
  const out: SysConfigValues = {};
  for (const [key, raw] of Object.entries(input)) if (raw !== undefined) out[key] = checkValue(key, raw);
  const merged = { ...current, ...out };
  if (merged.whitelistSwitch === '1' && splitIpList(merged.whitelistIp ?? '').length === 0) {
    throw badRequest(CATALOGUE_TEXT.emptyWhitelist, 'whitelistIp');
  }
  return out;
}
