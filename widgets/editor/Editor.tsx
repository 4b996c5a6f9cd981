import { memo, useCallback, useEffect, useMemo, useRef, type CSSProperties } from 'react';
import { CodeNode } from '@lexical/code';
import { LinkNode } from '@lexical/link';
import { ListItemNode, ListNode } from '@lexical/list';
import { LexicalComposer, type InitialConfigType } from '@lexical/react/LexicalComposer';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { HeadingNode, QuoteNode } from '@lexical/rich-text';
import { $getSelection, type LexicalEditor } from 'lexical';
import { $exportHtml, $importHtml } from './html';
import { ImageNode } from './ImageNode';
import type { SavedSelection } from './commands';
import { Toolbar } from './Toolbar';
import './editor.css';

export interface RichEditorProps {
  value: string | undefined;
  onChange: (html: string | undefined) => void;
  onBlur?: () => void;
  placeholder: string;
  height: number;
  disabled?: boolean;
  status?: 'error' | 'warning';
  id?: string;
}

const THEME = {
  text: { bold: 'rte-bold', italic: 'rte-italic', underline: 'rte-underline', strikethrough: 'rte-strike', underlineStrikethrough: 'rte-underline-strike' },
  quote: 'rte-quote',
  code: 'rte-code',
  list: { ol: 'rte-ol', ul: 'rte-ul', listitem: 'rte-li' },
  link: 'rte-link',
};

const NODES = [HeadingNode, QuoteNode, ListNode, ListItemNode, CodeNode, LinkNode, ImageNode];

/**
 * Keeps the editor and the stored HTML in step: emits sanitised HTML on every content change, and
 * re-imports a value that changed from outside (a form reset, a loaded record) but not its own echo.
 */
function SyncPlugin({ value, onChange, saved }: Pick<RichEditorProps, 'value' | 'onChange'> & { saved: SavedSelection }) {
  const [editor] = useLexicalComposerContext();
  const emitted = useRef<string | undefined>(value);

  useEffect(() => {
    if (value === emitted.current) return;
    emitted.current = value;
    editor.update(() => $importHtml(editor, value), { tag: 'external' });
  }, [editor, value]);

  useEffect(
    () =>
      editor.registerUpdateListener(({ editorState, dirtyElements, dirtyLeaves, tags }) => {
        editorState.read(() => {
          const selection = $getSelection();
          if (selection) saved.current = selection.clone();
        });
        // Loading the stored value (lexical tags the initial state history-merge) and external imports are not edits.
        if (tags.has('history-merge') || tags.has('external') || (dirtyElements.size === 0 && dirtyLeaves.size === 0)) return;
        const html = editorState.read(() => $exportHtml(editor));
        if (html === emitted.current) return;
        emitted.current = html;
        onChange(html);
      }),
    [editor, onChange, saved],
  );
  return null;
}

function EditablePlugin({ editable }: { editable: boolean }) {
  const [editor] = useLexicalComposerContext();
  useEffect(() => editor.setEditable(editable), [editor, editable]);
  return null;
}

/** The lexical editor behind the `editor` widget (loaded on demand: lexical is large). */
const RichEditor = memo(function RichEditor({ value, onChange, onBlur, placeholder, height, disabled, status, id }: RichEditorProps) {
  const saved = useRef<SavedSelection['current']>(null);
  const savedRef = useMemo<SavedSelection>(() => saved, []);
  const initialConfig = useMemo<InitialConfigType>(
    () => ({
      namespace: 'widget-editor',
      nodes: NODES,
      theme: THEME,
      editable: !disabled,
      onError: (error: Error) => console.error(error),
      editorState: (editor: LexicalEditor) => $importHtml(editor, value),
    }),
    // The first value only: later values arrive through SyncPlugin.
    [],
  );
  const areaStyle = useMemo<CSSProperties>(() => ({ height, overflowY: 'auto' }), [height]);
  const handleBlur = useCallback(() => onBlur?.(), [onBlur]);
  const border = status === 'error' ? 'var(--ant-color-error, #ff4d4f)' : status === 'warning' ? 'var(--ant-color-warning, #faad14)' : undefined;

  return (
    <div className="widget-editor" style={border ? { borderColor: border } : undefined}>
      <LexicalComposer initialConfig={initialConfig}>
        <Toolbar saved={savedRef} disabled={disabled} />
        <div className="widget-editor-area" style={areaStyle}>
          <RichTextPlugin
            contentEditable={
              <ContentEditable id={id} className="widget-editor-content" aria-placeholder={placeholder} onBlur={handleBlur} placeholder={
                <div className="widget-editor-placeholder">{placeholder}</div>
              } />
            }
            ErrorBoundary={LexicalErrorBoundary}
          />
        </div>
        <HistoryPlugin />
        <ListPlugin />
        <LinkPlugin />
        <EditablePlugin editable={!disabled} />
        <SyncPlugin value={value} onChange={onChange} saved={savedRef} />
      </LexicalComposer>
    </div>
  );
});

export default RichEditor;
