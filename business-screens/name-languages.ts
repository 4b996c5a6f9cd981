import type { LocalText } from '../schemas/text';

/**
 * Names that are data (menus and their items, dictionaries, roles, positions, organisations) are edited in three
 * languages (docs/architecture.md#names-that-are-data): `fullName` is the zh name, `fullNameZhtw` and `fullNameEn` the
 * others (blank: the zh name shows). `withNameLanguages` gives a form schema these two fields, right after its
 * `fullName` field and as wide, and adds them to any save call that lists its body, so each form declares only its own
 * fields.
 */
const NAME_LANGUAGES: ReadonlyArray<{ vModel: string; label: LocalText }> = [
  { vModel: 'fullNameZhtw', label: { zh: '繁体名称', zhtw: '繁體名稱', en: 'Name (Traditional Chinese)' } },
  { vModel: 'fullNameEn', label: { zh: '英文名称', zhtw: '英文名稱', en: 'Name (English)' } },
];

type Node = { vModel?: string; span?: number; children?: Node[] } & Record<string, unknown>;
type Call = { body?: Record<string, unknown> } & Record<string, unknown>;

function withFields(nodes: Node[]): Node[] {
  return nodes.flatMap((node) => {
    if (node.vModel === 'fullName') {
      const extra = NAME_LANGUAGES.map(({ vModel, label }) => ({
        vModel, jnpfKey: 'comInput', label, ...(node.span ? { span: node.span } : {}),
        props: { maxlength: 100 },
        tip: { zh: '不填则显示中文名称', zhtw: '不填則顯示中文名稱', en: 'Left empty, the Chinese name shows' },
      }));
      return [node, ...extra];
    }
    return [node.children ? { ...node, children: withFields(node.children) } : node];
  });
}

const withBody = (call: Call): Call => (call.body && 'fullName' in call.body
  ? { ...call, body: { ...call.body, ...Object.fromEntries(NAME_LANGUAGES.map(({ vModel }) => [vModel, `{{values.${vModel}}}`])) } }
  : call);

/** The form schema with the name's other languages (see above). */
export function addNameLanguages<T>(schema: T): T {
  const doc = schema as { fields?: Node[]; api?: { save?: Call | Call[] } };
  const save = doc.api?.save;
  return {
    ...doc,
    ...(doc.fields ? { fields: withFields(doc.fields) } : {}),
    ...(doc.api && save ? { api: { ...doc.api, save: Array.isArray(save) ? save.map(withBody) : withBody(save) } } : {}),
  } as T;
}

/** A schema loader whose form gets the name's other languages; a module as the file's own loader gives it. */
export const withNameLanguages = (load: () => Promise<unknown>) => () => load().then((mod) => {
  const doc = mod && typeof mod === 'object' && 'default' in mod ? (mod as { default: unknown }).default : mod;
  return { default: addNameLanguages(doc) };
});
