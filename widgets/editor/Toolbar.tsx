import { memo, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, ColorPicker, Select } from 'antd';
import {
  AlignCenterOutlined, AlignLeftOutlined, AlignRightOutlined, BgColorsOutlined, BoldOutlined, ClearOutlined, CodeOutlined,
  FontColorsOutlined, ItalicOutlined, LinkOutlined, MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined, OrderedListOutlined,
  PictureOutlined, StrikethroughOutlined, SwapOutlined, UnderlineOutlined, UnorderedListOutlined,
} from '@ant-design/icons';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $toggleLink } from '@lexical/link';
import { $insertList } from '@lexical/list';
import {
  $getSelection, $isRangeSelection, FORMAT_ELEMENT_COMMAND, FORMAT_TEXT_COMMAND, INDENT_CONTENT_COMMAND, OUTDENT_CONTENT_COMMAND,
  type BaseSelection, type ElementFormatType, type TextFormatType,
} from 'lexical';
import { pickText } from '../../schemas/text';
import { useWidgetServices } from '../services';
import { clearFormatting, insertImage, patchStyle, setBlockType, toggleDirection, withSelection, type BlockType, type SavedSelection } from './commands';
import { Prompt } from './Prompt';
import { EDITOR_TEXTS, type EditorTextKey } from './texts';

const FORMATS: Array<[TextFormatType, EditorTextKey, ReactNode]> = [
  ['bold', 'bold', <BoldOutlined key="b" />],
  ['italic', 'italic', <ItalicOutlined key="i" />],
  ['underline', 'underline', <UnderlineOutlined key="u" />],
  ['strikethrough', 'strike', <StrikethroughOutlined key="s" />],
];

const ALIGNS: Array<[ElementFormatType, EditorTextKey, ReactNode]> = [
  ['left', 'alignLeft', <AlignLeftOutlined key="l" />],
  ['center', 'alignCenter', <AlignCenterOutlined key="c" />],
  ['right', 'alignRight', <AlignRightOutlined key="r" />],
  ['justify', 'alignJustify', <MenuOutlined key="j" />],
];

const HEADINGS: BlockType[] = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
const SIZES = ['12px', '14px', '16px', '18px', '24px', '32px'];

const bar = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, padding: 4, borderBottom: '1px solid var(--ant-color-border, #d9d9d9)' } as const;
const selectStyle = { width: 92 } as const;

interface Props {
  saved: SavedSelection;
  disabled?: boolean;
}

/** The toolbar of docs/product.md#widgets, in Quill's order: formats, headers, size, colours, blocks, lists, indent, align, direction, clean, link, image. */
export const Toolbar = memo(function Toolbar({ saved, disabled }: Props) {
  const [editor] = useLexicalComposerContext();
  const services = useWidgetServices();
  const t = useCallback((key: EditorTextKey) => pickText(EDITOR_TEXTS[key], services.lang), [services.lang]);
  const [active, setActive] = useState<Partial<Record<TextFormatType, boolean>>>({});
  const file = useRef<HTMLInputElement>(null);

  useEffect(
    () =>
      editor.registerUpdateListener(({ editorState }) =>
        editorState.read(() => {
          const selection = $getSelection();
          if (!$isRangeSelection(selection)) return;
          setActive(Object.fromEntries(FORMATS.map(([format]) => [format, selection.hasFormat(format)])));
        }),
      ),
    [editor],
  );

  const run = useCallback((action: (selection: BaseSelection) => void) => withSelection(editor, saved, action), [editor, saved]);

  const button = (key: EditorTextKey, icon: ReactNode, action: () => void, pressed?: boolean) => (
    <Button
      key={key}
      type={pressed ? 'primary' : 'text'}
      ghost={pressed}
      size="small"
      icon={icon}
      title={t(key)}
      aria-label={t(key)}
      aria-pressed={pressed}
      disabled={disabled}
      // Keeps the focus (and the DOM selection) in the writing area.
      onMouseDown={(event) => event.preventDefault()}
      onClick={action}
    />
  );

  const uploadPicked = async (picked: File | undefined, close: () => void) => {
    if (!picked) return;
    try {
      const stored = await services.upload(picked, picked.name, 'annexpic');
      run((selection) => insertImage(selection, stored.url));
      close();
    } catch {
      // The services already showed the server's message (docs/product.md#upload-rules); the prompt stays open to retry.
    }
  };

  return (
    <div className="widget-editor-toolbar" role="toolbar" style={bar}>
      {FORMATS.map(([format, key, icon]) =>
        button(key, icon, () => run(() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, format)), Boolean(active[format])),
      )}
      <Select<BlockType>
        size="small"
        aria-label={t('heading')}
        placeholder={t('heading')}
        style={selectStyle}
        disabled={disabled}
        value={null}
        options={[{ value: 'paragraph', label: t('paragraph') }, ...HEADINGS.map((h) => ({ value: h, label: h.toUpperCase() }))]}
        onChange={(type) => run((selection) => setBlockType(selection, type))}
      />
      <Select<string>
        size="small"
        aria-label={t('size')}
        placeholder={t('size')}
        style={selectStyle}
        disabled={disabled}
        value={null}
        options={[{ value: '', label: '—' }, ...SIZES.map((size) => ({ value: size, label: size }))]}
        onChange={(size) => run((selection) => patchStyle(selection, { 'font-size': size || null }))}
      />
      <ColorPicker size="small" disabled={disabled} onChangeComplete={(color) => run((selection) => patchStyle(selection, { color: color.toHexString() }))}>
        {button('color', <FontColorsOutlined />, () => {})}
      </ColorPicker>
      <ColorPicker
        size="small"
        disabled={disabled}
        onChangeComplete={(color) => run((selection) => patchStyle(selection, { 'background-color': color.toHexString() }))}
      >
        {button('background', <BgColorsOutlined />, () => {})}
      </ColorPicker>
      {button('quote', <span aria-hidden>❝</span>, () => run((selection) => setBlockType(selection, 'quote')))}
      {button('code', <CodeOutlined />, () => run((selection) => setBlockType(selection, 'code')))}
      {button('orderedList', <OrderedListOutlined />, () => run(() => $insertList('number')))}
      {button('bulletList', <UnorderedListOutlined />, () => run(() => $insertList('bullet')))}
      {button('outdent', <MenuFoldOutlined />, () => run(() => editor.dispatchCommand(OUTDENT_CONTENT_COMMAND, undefined)))}
      {button('indent', <MenuUnfoldOutlined />, () => run(() => editor.dispatchCommand(INDENT_CONTENT_COMMAND, undefined)))}
      {ALIGNS.map(([format, key, icon]) => button(key, icon, () => run(() => editor.dispatchCommand(FORMAT_ELEMENT_COMMAND, format))))}
      {button('direction', <SwapOutlined />, () => run(toggleDirection))}
      {button('clean', <ClearOutlined />, () => run(clearFormatting))}
      <Prompt label={t('linkPrompt')} okText={t('ok')} disabled={disabled} onSubmit={(url) => run(() => $toggleLink(url || null))}>
        {button('link', <LinkOutlined />, () => {})}
      </Prompt>
      <Prompt
        label={t('imagePrompt')}
        okText={t('ok')}
        disabled={disabled}
        onSubmit={(url) => url && run((selection) => insertImage(selection, url))}
        extra={(close) => (
          <>
            <Button size="small" onClick={() => file.current?.click()}>
              {t('pickFile')}
            </Button>
            <input
              ref={file}
              type="file"
              accept="image/*"
              hidden
              aria-label={t('pickFile')}
              onChange={(event) => void uploadPicked(event.target.files?.[0], close)}
            />
          </>
        )}
      >
        {button('image', <PictureOutlined />, () => {})}
      </Prompt>
    </div>
  );
});
