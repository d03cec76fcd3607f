import { DecoratorNode, type LexicalNode, type NodeKey, type SerializedLexicalNode, type Spread } from 'lexical';
import type { JSX } from 'react';
import { IMAGE_NODE_TYPE } from './lexical-json';

export type SerializedImageNode = Spread<{ src: string; alt: string }, SerializedLexicalNode>;

/** Spec 2 §3: the editor's image node (`image-node`, version 1), saved as an IMAGE entity. */
export class ImageNode extends DecoratorNode<JSX.Element> {
  __src: string;
  __alt: string;

  static override getType(): string {
    return IMAGE_NODE_TYPE;
  }

  static override clone(node: ImageNode): ImageNode {
    return new ImageNode(node.__src, node.__alt, node.__key);
  }

  static override importJSON(json: SerializedImageNode): ImageNode {
    return $createImageNode(json.src, json.alt);
  }

  constructor(src: string, alt: string, key?: NodeKey) {
    super(key);
    this.__src = src;
    this.__alt = alt;
  }

  override exportJSON(): SerializedImageNode {
    return { type: IMAGE_NODE_TYPE, version: 1, src: this.__src, alt: this.__alt };
  }

  override createDOM(): HTMLElement {
    return document.createElement('span');
  }

  override updateDOM(): false {
    return false;
  }

  override decorate(): JSX.Element {
    return <img src={this.__src} alt={this.__alt} style={{ maxWidth: '100%' }} />;
  }
}

export function $createImageNode(src: string, alt: string): ImageNode {
  return new ImageNode(src, alt);
}

export const $isImageNode = (node: LexicalNode | null | undefined): node is ImageNode => node instanceof ImageNode;
