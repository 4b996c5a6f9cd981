import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { EMOJI, emojiGlyph, emojiText, splitEmoji } from '../../../../runtime/shell/layout/chat/emoji';
import { EmojiText } from '../../../../runtime/shell/layout/chat/message-content';

describe('emoji table', () => {
  it('holds about 120 bracketed codes, each once, each with its own glyph', () => {
    expect(EMOJI.length).toBeGreaterThanOrEqual(110);
    expect(EMOJI.length).toBeLessThanOrEqual(130);
    const codes = EMOJI.map(([code]) => code);
    const glyphs = EMOJI.map(([, glyph]) => glyph);
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(glyphs).size).toBe(glyphs.length);
    for (const code of codes) expect(code).toMatch(/^\[[^[\]\s]{1,6}\]$/);
    // Every code the picker offers is drawn back by the renderer.
    for (const [code, glyph] of EMOJI) expect(splitEmoji(code)).toEqual([{ code, glyph }]);
  });

  it('splits a message into text and known codes; unknown brackets stay text', () => {
    expect(splitEmoji('好[微笑]啊[不存在][强][强]')).toEqual([
      { text: '好' }, { code: '[微笑]', glyph: emojiGlyph('[微笑]') }, { text: '啊[不存在]' },
      { code: '[强]', glyph: '👍' }, { code: '[强]', glyph: '👍' },
    ]);
    expect(splitEmoji('')).toEqual([]);
    expect(splitEmoji('[[微笑]]')).toEqual([{ text: '[' }, { code: '[微笑]', glyph: '🙂' }, { text: ']' }]);
    expect(emojiText('a[OK]b')).toBe('a👌b');
  });

  it('renders glyphs labelled with their code, text as text (no HTML from a message)', () => {
    render(<p data-testid="t"><EmojiText text={'<b>x</b>[微笑]\nnext'} /></p>);
    const glyph = screen.getByRole('img', { name: '[微笑]' });
    expect(glyph.textContent).toBe('🙂');
    const p = screen.getByTestId('t');
    expect(p.querySelector('b')).toBeNull();
    expect(p.textContent).toBe('<b>x</b>🙂\nnext');
  });
});
