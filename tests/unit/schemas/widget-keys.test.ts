/**
 * Widget keys are listed once: widgets/registry.ts. The lists kept elsewhere, because schemas/
 * may not import widgets/ (React) and the sub-table may not import the registry (it is in it),
 * are held to the registry here.
 */
import { describe, expect, it } from 'vitest';
import { OUR_WIDGET_KEYS, ourKey } from '../../../schemas/import/jnpf';
import { CONTAINER_KEYS, DECORATION_KEYS } from '../../../schemas/types';
import { WIDGETS } from '../../../widgets/registry';
import { ONE_LINE_KEYS } from '../../../widgets/table/oneLine';

const registered = Object.keys(WIDGETS).sort();
const unregistered = (keys: Iterable<string>) => [...keys].filter((key) => !Object.hasOwn(WIDGETS, key));

describe('widget key lists agree with widgets/registry.ts', () => {
  it('keeps layout container keys apart from widget keys', () => {
    expect(CONTAINER_KEYS.filter((key) => Object.hasOwn(WIDGETS, key))).toEqual([]);
  });

  it('lists as decorations exactly the registered widgets that hold no value', () => {
    expect(unregistered(DECORATION_KEYS)).toEqual([]);
    const valueless = registered.filter((key) => WIDGETS[key].valueType === 'none');
    expect([...DECORATION_KEYS].sort()).toEqual(valueless);
  });

  it('gives the JNPF importer every registered widget key and nothing else', () => {
    expect(unregistered(OUR_WIDGET_KEYS)).toEqual([]);
    expect([...OUR_WIDGET_KEYS].sort()).toEqual(registered);
    expect(new Set(OUR_WIDGET_KEYS).size).toBe(OUR_WIDGET_KEYS.length);
  });

  it('maps every registered key to itself and the renamed JNPF keys to registered ones', () => {
    expect(registered.filter((key) => ourKey(key) !== key)).toEqual([]);
    for (const jnpfKey of ['JNPFAmount', 'JNPFText', 'PsdInput']) expect(Object.keys(WIDGETS)).toContain(ourKey(jnpfKey));
  });

  it('names only registered widgets that hold a value as one-line sub-table cells', () => {
    expect(unregistered(ONE_LINE_KEYS)).toEqual([]);
    expect([...ONE_LINE_KEYS].filter((key) => WIDGETS[key].valueType === 'none')).toEqual([]);
  });
});
