import { $generateHtmlFromNodes, $generateNodesFromDOM } from '@lexical/html';
import { $getRoot, $insertNodes, $isDecoratorNode, type LexicalEditor, type LexicalNode } from 'lexical';
import { sanitizeHtml } from './sanitize';

/** Replaces the editor content with stored HTML (sanitised first: stored values are not trusted). Call inside `editor.update`. */
export function $importHtml(editor: LexicalEditor, html: string | null | undefined): void {
  const root = $getRoot();
  root.clear();
  const clean = sanitizeHtml(html);
  if (!clean) return;
  const dom = new DOMParser().parseFromString(clean, 'text/html');
  const nodes = $generateNodesFromDOM(editor, dom);
  root.select();
  $insertNodes(nodes);
}

function hasDecorator(node: LexicalNode): boolean {
  if ($isDecoratorNode(node)) return true;
  const children = 'getChildren' in node && typeof node.getChildren === 'function' ? (node.getChildren() as LexicalNode[]) : [];
  return children.some(hasDecorator);
}

/** The content as sanitised HTML; undefined when there is nothing (no text, no picture), so "required" works. Call inside a read. */
export function $exportHtml(editor: LexicalEditor): string | undefined {
  const root = $getRoot();
  if (root.getTextContent().trim() === '' && !hasDecorator(root)) return undefined;
  return sanitizeHtml($generateHtmlFromNodes(editor, null)) || undefined;
}
