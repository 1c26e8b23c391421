import { Input, Modal } from 'antd';
import { useRef, useState } from 'react';
import {
  type ContentEditableEvent,
  createButton,
  Editor,
  EditorProvider,
  Toolbar,
  useEditorState,
} from 'react-simple-wysiwyg';
import {
  BoldOutlined,
  ClearOutlined,
  FontSizeOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  UnderlineOutlined,
  UnorderedListOutlined,
} from './icons';
import './rich-text-editor.css';

const BtnHeading = createButton('Kop', <FontSizeOutlined />, () =>
  document.execCommand('formatBlock', false, 'H3'),
);
const BtnBold = createButton('Vet', <BoldOutlined />, 'bold');
const BtnItalic = createButton('Cursief', <ItalicOutlined />, 'italic');
const BtnUnderline = createButton('Onderstrepen', <UnderlineOutlined />, 'underline');
const BtnBulletList = createButton('Opsomming', <UnorderedListOutlined />, 'insertUnorderedList');
const BtnNumberedList = createButton('Genummerde lijst', <OrderedListOutlined />, 'insertOrderedList');
const BtnClear = createButton('Opmaak wissen', <ClearOutlined />, 'removeFormat');

/** Asks for the link's address in a dialog (not a browser prompt) and links the selected text. */
function LinkButton() {
  const editor = useEditorState();
  const selection = useRef<Range | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [url, setUrl] = useState('https://');

  const open = (event: React.MouseEvent) => {
    event.preventDefault();
    const current = window.getSelection();
    const inEditor = current && current.rangeCount > 0 && editor.$el?.contains(current.anchorNode);
    selection.current = inEditor ? current.getRangeAt(0).cloneRange() : null;
    setUrl('https://');
    setIsOpen(true);
  };
  const apply = () => {
    setIsOpen(false);
    editor.$el?.focus();
    const current = window.getSelection();
    if (selection.current && current) {
      current.removeAllRanges();
      current.addRange(selection.current);
    }
    const href = url.trim();
    if (!/^(https?:\/\/|mailto:)\S+$/i.test(href)) return;
    if (current?.isCollapsed) document.execCommand('insertText', false, href);
    if (current?.isCollapsed === false) document.execCommand('createLink', false, href);
  };

  if (editor.htmlMode) return null;
  return (
    <>
      <button
        type="button"
        className="rsw-btn"
        title="Link"
        aria-label="Link"
        tabIndex={-1}
        onMouseDown={open}
      >
        <LinkOutlined />
      </button>
      <Modal
        title="Link invoegen"
        open={isOpen}
        okText="Invoegen"
        cancelText="Annuleren"
        onOk={apply}
        onCancel={() => setIsOpen(false)}
        destroyOnHidden
      >
        <Input
          aria-label="Adres van de link"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          onPressEnter={apply}
          autoFocus
        />
      </Modal>
    </>
  );
}

type RichTextEditorProps = {
  id?: string;
  value?: string;
  onChange?: (html: string) => void;
  'aria-label'?: string;
};

/**
 * The message editor of the news and the e-mail tool: react-simple-wysiwyg (a few KB over
 * contentEditable) with the formats both servers keep (shared/rich-text.ts, the mail sanitiser):
 * heading, bold, italic, underline, lists and links; Enter starts a new line.
 */
export function RichTextEditor({ id, value, onChange, 'aria-label': ariaLabel }: RichTextEditorProps) {
  return (
    <EditorProvider>
      <Editor
        id={id}
        aria-label={ariaLabel}
        aria-multiline
        role="textbox"
        value={value ?? ''}
        onChange={(event: ContentEditableEvent) => onChange?.(event.target.value)}
        containerProps={{ className: 'rich-text-editor' }}
      >
        <Toolbar>
          <BtnHeading />
          <BtnBold />
          <BtnItalic />
          <BtnUnderline />
          <BtnBulletList />
          <BtnNumberedList />
          <LinkButton />
          <BtnClear />
        </Toolbar>
      </Editor>
    </EditorProvider>
  );
}
