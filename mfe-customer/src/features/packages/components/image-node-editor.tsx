import { isGroupImageNode, type CustomerSubject, type ImageNode } from '@shutterday/domain';
import { choiceFieldId } from '../../../lib/choice-field-id';
import { CropThumb } from '../../../lib/crop-thumb';
import type { ImageChoice } from '../model/package-draft';
import { PhotoChoice } from './photo-choice';

interface ImageNodeEditorProps {
  itemName: string;
  /** A digital download of one photo: the parent picks which photo it delivers. */
  download?: boolean;
  node: ImageNode;
  subject: CustomerSubject;
  choice: ImageChoice;
  canCrop: boolean;
  onChange: (choice: ImageChoice) => void;
  onCrop: () => void;
}

/** One photo slot of a print: which pose (or the class photo), and its crop when the item allows it. */
export function ImageNodeEditor({ itemName, download = false, node, subject, choice, canCrop, onChange, onCrop }: ImageNodeEditorProps) {
  const group = isGroupImageNode(node.name);
  const photos = group ? subject.groupImages : subject.images;
  const value = group ? choice.groupImageId : choice.subjectImageId;
  const chosen = photos.find((photo) => photo.id === value);
  const pick = (id: number) =>
    onChange({ ...choice, crop: null, rotation: 0, ...(group ? { groupImageId: id, subjectImageId: null } : { subjectImageId: id, groupImageId: null }) });
  return (
    <div className="sdc-node">
      {photos.length > 1 ? (
        <PhotoChoice legend={download ? `Which photo to download (${itemName})` : `Photo for the ${itemName}`} name={`node-${node.id}`} photos={photos} value={value} onChange={pick} firstId={choiceFieldId('photo', node.id)} />
      ) : photos.length === 0 ? (
        <p className="sdc-empty">No photo is available for this print yet.</p>
      ) : null}
      {value === null && photos.length > 0 && <p className="sdc-field-error">Choose a photo for the {itemName}</p>}
      {canCrop && value !== null && (
        <p className="sdc-crop-row">
          {chosen && (
            <CropThumb
              src={chosen.imageThumbnailUrl}
              crop={choice.crop}
              rotation={choice.rotation}
              size={{ width: chosen.width, height: chosen.height }}
              height={80}
              alt={choice.crop ? `The ${itemName} as cropped` : `The ${itemName}, not cropped yet`}
            />
          )}
          <button type="button" className="sdc-button sdc-button--ghost" onClick={onCrop} aria-label={`Crop the ${itemName}`}>
            Crop
          </button>
          <span role="status">{choice.crop ? 'Cropped' : 'Not cropped yet'}</span>
        </p>
      )}
    </div>
  );
}
