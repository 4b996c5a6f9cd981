/**
 * The URLs a rich text's HTML makes a browser load or follow, for checking what a share link's visitor submits
 * (share/uploads.ts). Read without a DOM, and on the cautious side: attributes of every tag (inside comments too),
 * entities decoded as a browser decodes them, `url(...)` of inline styles.
 */

export interface HtmlRef {
  url: string;
  /** Loaded with the page (an image, a frame, media, a style's url()) rather than followed by a click. */
  loaded: boolean;
}

/** Attributes whose URL the browser loads with the page. */
const LOADED_ATTRS: ReadonlySet<string> = new Set(['src', 'srcset', 'poster', 'data', 'background', 'lowsrc', 'dynsrc', 'imagesrcset']);
/** Attributes whose URL a click or a submit follows. */
const FOLLOWED_ATTRS: ReadonlySet<string> = new Set(['href', 'xlink:href', 'action', 'formaction', 'cite', 'longdesc', 'ping', 'manifest']);

// A start tag: its name and attributes, quoted values may hold '>'.
const TAG = /<([a-zA-Z][^\s/>]*)((?:"[^"]*"|'[^']*'|[^'">])*)>/g;
const ATTR = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;
const STYLE_URL = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)]*))\s*\)/gi;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", sol: '/', colon: ':', period: '.', lpar: '(', rpar: ')', nbsp: ' ', tab: '\t', newline: '\n' };

/** Character references as a browser decodes them in an attribute (numeric, and the names a URL can be spelled with). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[ref.toLowerCase()] ?? whole;
  });
}

/** The candidates of a srcset: each entry's URL (before its size descriptor). */
const srcsetUrls = (value: string) => value.split(',').map((entry) => entry.trim().split(/\s+/)[0]).filter(Boolean);

/** Every URL the HTML's tags load or follow. */
export function htmlRefs(html: string): HtmlRef[] {
  const out: HtmlRef[] = [];
  for (const tag of html.matchAll(TAG)) {
    for (const attr of tag[2].matchAll(ATTR)) {
      const name = attr[1].toLowerCase();
      const value = decodeEntities(attr[2] ?? attr[3] ?? attr[4] ?? '');
      if (name === 'style') {
        for (const u of value.matchAll(STYLE_URL)) out.push({ url: (u[1] ?? u[2] ?? u[3] ?? '').trim(), loaded: true });
      } else if (name === 'srcset' || name === 'imagesrcset') {
        for (const url of srcsetUrls(value)) out.push({ url, loaded: true });
      } else if (LOADED_ATTRS.has(name)) out.push({ url: value.trim(), loaded: true });
      else if (FOLLOWED_ATTRS.has(name)) out.push({ url: value.trim(), loaded: false });
    }
  }
  return out;
}
