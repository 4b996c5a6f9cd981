import { describe, expect, it } from 'vitest';
import { WIDGETS, WIDGET_KEYS, widgetFor } from '../../../widgets';

const BUILT = ['comInput', 'textarea', 'numInput', 'amount', 'select', 'radio', 'checkbox', 'date', 'switch', 'address', 'groupTitle', 'divider', 'text'];

describe('widget registry', () => {
  it('registers every built widget under its JNPF key', () => {
    expect(WIDGET_KEYS()).toEqual(expect.arrayContaining(BUILT));
    for (const key of BUILT) expect(widgetFor(key)?.key).toBe(key);
  });

  it('knows nothing else by accident', () => {
    expect(widgetFor('nope')).toBeUndefined();
    expect(widgetFor('toString')).toBeUndefined();
    expect(widgetFor('__proto__')).toBeUndefined();
  });

  it('gives every widget a full definition', () => {
    for (const widget of Object.values(WIDGETS)) {
      const label = widget.label as { zh: string; zhtw: string; en: string };
      expect([label.zh, label.zhtw, label.en].every((text) => typeof text === 'string' && text.length > 0), widget.key).toBe(true);
      expect(['basic', 'advanced', 'system', 'layout']).toContain(widget.group);
      expect(widget.propsSchema.type).toBe('object');
      for (const [name, prop] of Object.entries(widget.propsSchema.properties)) {
        expect(typeof prop.title, `${widget.key}.${name} has a title`).toBe('string');
      }
      // Every default is a designer property.
      for (const name of Object.keys(widget.defaults)) expect(widget.propsSchema.properties, `${widget.key}.${name}`).toHaveProperty(name);
      expect(['blur', 'change']).toContain(widget.trigger);
      expect(widget.Component).toBeTruthy();
      expect(widget.Display).toBeTruthy();
    }
  });

  it('validates inputs on blur and pickers on change (docs/product.md#form-behaviour)', () => {
    for (const key of ['comInput', 'textarea', 'numInput', 'amount']) expect(widgetFor(key)!.trigger).toBe('blur');
    for (const key of ['select', 'radio', 'checkbox', 'date', 'switch', 'address']) expect(widgetFor(key)!.trigger).toBe('change');
  });

  it('marks option widgets and valueless decorations', () => {
    expect(BUILT.filter((key) => widgetFor(key)!.hasOptions)).toEqual(['select', 'radio', 'checkbox']);
    expect(BUILT.filter((key) => widgetFor(key)!.valueType === 'none')).toEqual(['groupTitle', 'divider', 'text']);
    expect(widgetFor('amount')!.valueType).toBe('decimal');
  });
});
