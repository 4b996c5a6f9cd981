import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_LEADS } from '../../../schemas/placeholder-wording';
import { SYSTEM_GENERATED } from '../../../widgets/systemField/texts';
import { PLACEHOLDER_VERBS, WIDGETS } from '../../../widgets/registry';

/** Issue 19: placeholders follow one wording per widget; the registry's verbs are what schemas:check holds screens to. */
describe('placeholder verbs of the widget registry', () => {
  const withPlaceholder = Object.values(WIDGETS).filter((widget) => 'placeholder' in (widget.propsSchema.properties ?? {}));

  it('give every widget that asks for input a verb: 请输入 for boxes, 请选择 for pickers', () => {
    // Values the system computes or generates: nobody types or picks them.
    const readOnly = withPlaceholder.filter((widget) => widget.defaults.placeholder === SYSTEM_GENERATED || widget.key === 'calculate').map((w) => w.key);
    const unworded = withPlaceholder.filter((widget) => !PLACEHOLDER_VERBS.has(widget.key) && !readOnly.includes(widget.key)).map((w) => w.key);
    expect(unworded).toEqual([]);
    expect(readOnly).toContain('billRule');
    expect(PLACEHOLDER_VERBS.get('comInput')).toBe('enter');
    expect(PLACEHOLDER_VERBS.get('numInput')).toBe('enter');
    expect(PLACEHOLDER_VERBS.get('select')).toBe('select');
    expect(PLACEHOLDER_VERBS.get('date')).toBe('select');
  });

  it('match each default placeholder to its verb in all three languages', () => {
    for (const [key, verb] of PLACEHOLDER_VERBS) {
      const text = WIDGETS[key].defaults.placeholder as { zh: string; zhtw: string; en: string };
      const lead = PLACEHOLDER_LEADS[verb];
      expect([key, text.zhtw.startsWith(lead.zhtw)]).toEqual([key, true]);
      expect([key, text.en.replace(/^Please /, '').toLowerCase().startsWith(lead.en.replace(/^Please /, '').toLowerCase())]).toEqual([key, true]);
    }
  });
});
