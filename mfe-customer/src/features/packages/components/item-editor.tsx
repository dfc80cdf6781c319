import { downloadKind, type CustomerSubject } from '@shutterday/domain';
import type { DraftItem, ImageChoice, PackageDraft } from '../model/package-draft';
import { ImageNodeEditor } from './image-node-editor';
import { TextNodeField } from './text-node-field';

export interface EditorItem extends DraftItem {
  key: string;
  name: string;
  productCode: string | null;
  canCrop: boolean;
}

interface ItemEditorProps {
  item: EditorItem;
  subject: CustomerSubject;
  draft: PackageDraft;
  onImage: (nodeId: number, choice: ImageChoice) => void;
  onText: (nodeId: number, value: string) => void;
  onCrop: (nodeId: number) => void;
}

/** Everything the parent can set on one item of a package: its photos, crops and texts. */
export function ItemEditor({ item, subject, draft, onImage, onText, onCrop }: ItemEditorProps) {
  const imageNodes = item.imageNodes.filter((n) => !n.static && draft.images[n.id]);
  const textNodes = item.textNodes.filter((n) => n.editable && draft.texts[n.id] !== undefined);
  if (imageNodes.length === 0 && textNodes.length === 0) return null;
  return (
    <fieldset className="sdc-item">
      <legend>{item.name}</legend>
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
