import type { JSX } from 'react';
import {
  $applyNodeReplacement, DecoratorNode, type DOMConversionMap, type DOMExportOutput, type LexicalNode, type NodeKey,
  type SerializedLexicalNode, type Spread,
} from 'lexical';

export type SerializedImageNode = Spread<{ src: string; alt: string }, SerializedLexicalNode>;

const imageStyle = { maxWidth: '100%' } as const;

/** An inline picture by URL (toolbar "image"; `<img>` in stored HTML). */
export class ImageNode extends DecoratorNode<JSX.Element> {
  __src: string;
  __alt: string;

  static getType(): string {
    return 'image';
  }

  static clone(node: ImageNode): ImageNode {
    return new ImageNode(node.__src, node.__alt, node.__key);
  }

  static importJSON(json: SerializedImageNode): ImageNode {
    return $createImageNode(json.src, json.alt);
  }

  static importDOM(): DOMConversionMap {
    return {
      img: () => ({
        conversion: (element) => {
          const src = element.getAttribute('src');
          return { node: src ? $createImageNode(src, element.getAttribute('alt') ?? '') : null };
        },
        priority: 0,
      }),
    };
  }

  constructor(src: string, alt = '', key?: NodeKey) {
    super(key);
    this.__src = src;
    this.__alt = alt;
  }

  exportJSON(): SerializedImageNode {
    return { ...super.exportJSON(), type: 'image', version: 1, src: this.__src, alt: this.__alt };
  }

  exportDOM(): DOMExportOutput {
    const img = document.createElement('img');
    img.setAttribute('src', this.__src);
    if (this.__alt) img.setAttribute('alt', this.__alt);
    img.style.maxWidth = '100%';
    return { element: img };
  }

  createDOM(): HTMLElement {
    const span = document.createElement('span');
    span.className = 'widget-editor-image';
    return span;
  }

  updateDOM(): false {
    return false;
  }

  isInline(): boolean {
    return true;
  }

  decorate(): JSX.Element {
    return <img src={this.__src} alt={this.__alt} style={imageStyle} />;
  }
}

export function $createImageNode(src: string, alt = ''): ImageNode {
  return $applyNodeReplacement(new ImageNode(src, alt));
}

export function $isImageNode(node: LexicalNode | null | undefined): node is ImageNode {
  return node instanceof ImageNode;
}
