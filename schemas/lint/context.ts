import { compileExpression } from '../expression';
import { CONTAINER_KEYS, type PageSchema, type PageType } from '../types';

/** One problem the lint found: the schema, a JSON pointer into it, and what is wrong. */
export interface LintIssue {
  schemaId: string;
  /** Position of the document in the linted set (ids may be duplicated, positions are not). */
  index: number;
  path: string;
  message: string;
}

export interface LintOptions {
  /** The keys of widgets/registry.ts. */
  widgetKeys: ReadonlySet<string>;
}

const CONTAINERS: ReadonlySet<string> = new Set(CONTAINER_KEYS);
const ARTICLE: Record<PageType, string> = { list: 'a list', form: 'a form', detail: 'a detail page', tabs: 'a tabs page' };

/** The checks every page kind shares, bound to one page of the set. */
export class PageLint {
  constructor(
    readonly page: PageSchema,
    private readonly index: number,
    private readonly schemas: ReadonlyMap<string, PageSchema>,
    private readonly options: LintOptions,
    private readonly issues: LintIssue[],
  ) {}

  report(path: string, message: string): void {
    this.issues.push({ schemaId: this.page.id, index: this.index, path, message });
  }

  /** A registered widget or a layout container. */
  widgetKey(key: string, path: string): void {
    if (!this.options.widgetKeys.has(key) && !CONTAINERS.has(key)) this.report(path, `unknown widget key '${key}'`);
  }

  /** Another schema of the set, of the kind the reference needs. */
  reference(id: string, type: PageType, path: string): PageSchema | undefined {
    const target = this.schemas.get(id);
    if (!target) this.report(path, `schema '${id}' does not exist`);
    else if (target.type !== type) this.report(path, `schema '${id}' is ${ARTICLE[target.type]}, not ${ARTICLE[type]}`);
    else return target;
    return undefined;
  }

  permission(code: string, path: string): void {
    if (!(this.page.permissions ?? []).includes(code)) this.report(path, `permission '${code}' is not declared in the page's permissions`);
  }

  /**
   * Parses an expression and checks the names it reads against `names` (`where` says what they
   * are in the message); without `names` it only has to parse. Returns the names it reads, or
   * undefined when it does not parse.
   */
  expression(source: string, path: string, names?: ReadonlySet<string>, where = ''): string[] | undefined {
    let variables: string[];
    try {
      variables = compileExpression(source).variables;
    } catch (error) {
      this.report(path, `expression does not parse: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    }
    if (names) for (const name of variables) if (!names.has(name)) this.report(path, `'${name}' is not ${where}`);
    return variables;
  }
}
