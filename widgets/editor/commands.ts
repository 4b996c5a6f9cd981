import { $createCodeNode } from '@lexical/code';
import { $createHeadingNode, $createQuoteNode, type HeadingTagType } from '@lexical/rich-text';
import { $patchStyleText, $setBlocksType } from '@lexical/selection';
import { $getNearestBlockElementAncestorOrThrow } from '@lexical/utils';
import {
  $createParagraphNode, $getSelection, $insertNodes, $isRangeSelection, $isTextNode, $setSelection, type BaseSelection,
  type ElementNode, type LexicalEditor,
} from 'lexical';
import { $createImageNode } from './ImageNode';

/**
 * Toolbar actions over the editor state. A toolbar control (a dropdown, a dialog) takes the focus
 * and the DOM selection with it, so each action falls back to the last selection seen in the editor.
 */
export type SavedSelection = { current: BaseSelection | null };

function $selection(saved: SavedSelection): BaseSelection | null {
  const live = $getSelection();
  if (live) return live;
  if (!saved.current) return null;
  const restored = saved.current.clone();
  $setSelection(restored);
  return restored;
}

export function withSelection(editor: LexicalEditor, saved: SavedSelection, action: (selection: BaseSelection) => void) {
  editor.update(() => {
    const selection = $selection(saved);
    if (selection) action(selection);
  });
}

export type BlockType = 'paragraph' | HeadingTagType | 'quote' | 'code';

export function setBlockType(selection: BaseSelection, type: BlockType) {
  const create = (): ElementNode => {
    if (type === 'paragraph') return $createParagraphNode();
    if (type === 'quote') return $createQuoteNode();
    if (type === 'code') return $createCodeNode();
    return $createHeadingNode(type);
  };
  $setBlocksType(selection, create);
}

/** Inline CSS on the selected text: font size, colour, background (null removes it). */
export function patchStyle(selection: BaseSelection, patch: Record<string, string | null>) {
  $patchStyleText(selection, patch);
}

/** Quill's "clean": plain text in plain paragraphs (formats, colours and sizes removed). */
export function clearFormatting(selection: BaseSelection) {
  if (!$isRangeSelection(selection)) return;
  for (const node of selection.extract()) {
    if ($isTextNode(node)) {
      node.setFormat(0);
      node.setStyle('');
    }
  }
  $setBlocksType(selection, $createParagraphNode);
}

/** Toggles right-to-left on the blocks of the selection. */
export function toggleDirection(selection: BaseSelection) {
  const blocks = new Set<ElementNode>();
  for (const node of selection.getNodes()) blocks.add($getNearestBlockElementAncestorOrThrow(node));
  const allRtl = [...blocks].every((block) => block.getDirection() === 'rtl');
  for (const block of blocks) block.setDirection(allRtl ? null : 'rtl');
}

export function insertImage(selection: BaseSelection, src: string) {
  $setSelection(selection);
  $insertNodes([$createImageNode(src)]);
}
