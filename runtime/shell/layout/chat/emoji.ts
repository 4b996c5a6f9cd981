/**
 * The chat's emoji (docs/product.md "Chat drawer"): about 120 bracketed codes, each drawn as a Unicode glyph.
 * A message stores the code (`[微笑]`), as JNPF's chat does; this one table serves the picker and the
 * rendering, so what can be picked is exactly what is drawn.
 */
export const EMOJI: ReadonlyArray<readonly [code: string, glyph: string]> = [
  ['[微笑]', '🙂'], ['[撇嘴]', '😕'], ['[色]', '😍'], ['[发呆]', '😳'], ['[得意]', '😎'], ['[流泪]', '😢'],
  ['[害羞]', '😊'], ['[闭嘴]', '🤐'], ['[睡]', '😴'], ['[大哭]', '😭'], ['[尴尬]', '😅'], ['[发怒]', '😡'],
  ['[调皮]', '😜'], ['[呲牙]', '😁'], ['[惊讶]', '😮'], ['[难过]', '🙁'], ['[酷]', '🆒'], ['[冷汗]', '😓'],
  ['[抓狂]', '😫'], ['[吐]', '🤮'], ['[偷笑]', '🤭'], ['[愉快]', '😄'], ['[白眼]', '🙄'], ['[傲慢]', '😤'],
  ['[饥饿]', '🤤'], ['[困]', '😪'], ['[惊恐]', '😱'], ['[流汗]', '😥'], ['[憨笑]', '😃'], ['[悠闲]', '😌'],
  ['[奋斗]', '💪'], ['[咒骂]', '🤬'], ['[疑问]', '❓'], ['[嘘]', '🤫'], ['[晕]', '😵'], ['[疯了]', '🤪'],
  ['[衰]', '😩'], ['[骷髅]', '💀'], ['[敲打]', '🔨'], ['[再见]', '👋'], ['[擦汗]', '😰'], ['[抠鼻]', '👃'],
  ['[鼓掌]', '👏'], ['[糗大了]', '😖'], ['[坏笑]', '😏'], ['[左哼哼]', '😒'], ['[右哼哼]', '😠'], ['[哈欠]', '🥱'],
  ['[鄙视]', '😑'], ['[委屈]', '🥺'], ['[快哭了]', '😿'], ['[阴险]', '😈'], ['[亲亲]', '😘'], ['[吓]', '😨'],
  ['[可怜]', '😔'], ['[菜刀]', '🔪'], ['[西瓜]', '🍉'], ['[啤酒]', '🍺'], ['[篮球]', '🏀'], ['[乒乓]', '🏓'],
  ['[咖啡]', '☕'], ['[饭]', '🍚'], ['[猪头]', '🐷'], ['[玫瑰]', '🌹'], ['[凋谢]', '🥀'], ['[嘴唇]', '💋'],
  ['[爱心]', '❤️'], ['[心碎]', '💔'], ['[蛋糕]', '🎂'], ['[闪电]', '⚡'], ['[炸弹]', '💣'], ['[刀]', '🗡️'],
  ['[足球]', '⚽'], ['[瓢虫]', '🐞'], ['[便便]', '💩'], ['[月亮]', '🌙'], ['[太阳]', '☀️'], ['[礼物]', '🎁'],
  ['[拥抱]', '🤗'], ['[强]', '👍'], ['[弱]', '👎'], ['[握手]', '🤝'], ['[胜利]', '✌️'], ['[抱拳]', '🙏'],
  ['[勾引]', '☝️'], ['[拳头]', '👊'], ['[差劲]', '🖕'], ['[爱你]', '🤟'], ['[NO]', '🙅'], ['[OK]', '👌'],
  ['[爱情]', '💑'], ['[飞吻]', '😚'], ['[跳跳]', '🦘'], ['[发抖]', '🥶'], ['[怄火]', '🔥'], ['[转圈]', '💫'],
  ['[磕头]', '🙇'], ['[回头]', '🔙'], ['[跳绳]', '🪢'], ['[投降]', '🏳️'], ['[激动]', '🤩'], ['[乱舞]', '💃'],
  ['[献吻]', '💏'], ['[左太极]', '☯️'], ['[右太极]', '🌀'], ['[嘿哈]', '🥋'], ['[捂脸]', '🤦'], ['[奸笑]', '😼'],
  ['[机智]', '🧐'], ['[皱眉]', '😣'], ['[耶]', '🙌'], ['[吃瓜]', '🍈'], ['[加油]', '📣'], ['[汗]', '💦'],
  ['[天啊]', '🙀'], ['[社会社会]', '🤙'], ['[旺柴]', '🐶'], ['[好的]', '🆗'], ['[打脸]', '🤕'], ['[哇]', '😲'],
  ['[红包]', '🧧'], ['[發]', '🀄'], ['[福]', '🈵'], ['[烟花]', '🎆'], ['[爆竹]', '🧨'], ['[庆祝]', '🎉'],
];

const GLYPHS = new Map(EMOJI);

/** The glyph of a code, or undefined for a bracketed text that is not one of ours. */
export const emojiGlyph = (code: string): string | undefined => GLYPHS.get(code);

/** A text split into plain runs and emoji. */
export type EmojiPart = { text: string } | { code: string; glyph: string };

const CODE = /\[[^[\]\s]{1,6}\]/g;

/** Splits a message into text runs and the emoji codes of the table (unknown bracketed text stays text). */
export function splitEmoji(text: string): EmojiPart[] {
  const parts: EmojiPart[] = [];
  let plain = '';
  let at = 0;
  for (const match of text.matchAll(CODE)) {
    const glyph = GLYPHS.get(match[0]);
    if (!glyph) continue;
    plain += text.slice(at, match.index);
    if (plain) parts.push({ text: plain });
    plain = '';
    parts.push({ code: match[0], glyph });
    at = match.index + match[0].length;
  }
  plain += text.slice(at);
  if (plain) parts.push({ text: plain });
  return parts;
}

/** The text with every known code replaced by its glyph (conversation previews, titles). */
export const emojiText = (text: string): string =>
  splitEmoji(text).map((part) => ('glyph' in part ? part.glyph : part.text)).join('');
