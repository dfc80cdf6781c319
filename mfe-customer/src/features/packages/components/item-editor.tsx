import { downloadKind, type CustomerSubject } from '@shutterday/domain';
import type { ReactNode } from 'react';
import type { DraftItem, ImageChoice, PackageDraft } from '../model/package-draft';
import { ImageNodeEditor } from './image-node-editor';
import { TextNodeField } from './text-node-field';

export interface EditorItem extends DraftItem {
  key: string;
  name: string;
  productCode: string | null;
  canCrop: boolean;
  /** The catalogue's package item (what the renderer draws); unknown for a line whose package changed. */
  packageItemId?: number;
}

interface ItemEditorProps {
  item: EditorItem;
  subject: CustomerSubject;
  draft: PackageDraft;
  onImage: (nodeId: number, choice: ImageChoice) => void;
  onText: (nodeId: number, value: string) => void;
  onCrop: (nodeId: number) => void;
  /** The print as it will be, drawn by the renderer (the options page gives it; tests may not). */
  preview?: ReactNode;
}

/** Everything the parent can set on one item of a package: its photos, crops and texts. */
export function ItemEditor({ item, subject, draft, onImage, onText, onCrop, preview }: ItemEditorProps) {
  const imageNodes = item.imageNodes.filter((n) => !n.static && draft.images[n.id]);
  const textNodes = item.textNodes.filter((n) => n.editable && draft.texts[n.id] !== undefined);
  if (imageNodes.length === 0 && textNodes.length === 0) return null;
  return (
    <fieldset className="sdc-item">
      <legend>{item.name}</legend>
      {preview}
      {imageNodes.map((node) => (
        <ImageNodeEditor
          key={node.id}
          itemName={item.name}
          download={downloadKind(item.productCode) === 'one-photo'}
          node={node}
          subject={subject}
          choice={draft.images[node.id]!}
          canCrop={item.canCrop}
          onChange={(choice) => onImage(node.id, choice)}
          onCrop={() => onCrop(node.id)}
        />
      ))}
      {textNodes.map((node) => (
        <TextNodeField key={node.id} node={node} itemName={item.name} value={draft.texts[node.id]!} onChange={(value) => onText(node.id, value)} />
      ))}
    </fieldset>
  );
}
