import { normalizeRotation, roundCrop, type Crop } from '@shutterday/domain';
import Cropper from 'cropperjs';
import { useEffect, useRef, useState } from 'react';
import { ModalDialog } from '../../../lib/modal-dialog';
import { cropFromRects, selectionFromCrop } from '../model/crop-geometry';

export interface CropDialogProps {
  itemName: string;
  imageUrl: string;
  /** Width ÷ height of the print (the domain's cropAspectRatio). */
  aspectRatio: number;
  crop: Crop | null;
  rotation: number;
  onSave: (crop: Crop, rotation: number) => void;
  onClose: () => void;
}

// The thirds grid is decoration: aria-hidden, without the default template's role="grid" (its rows live
// in a shadow root, which axe reports as rows without a grid). The image does not move, so a finger
// drags the frame only.
const template = (ratio: number) =>
  '<cropper-canvas background>' +
  '<cropper-image rotatable initial-center-size="contain"></cropper-image>' +
  '<cropper-shade hidden></cropper-shade>' +
  `<cropper-selection initial-coverage="0.9" aspect-ratio="${ratio}" movable resizable outlined>` +
  '<cropper-grid bordered covered aria-hidden="true"></cropper-grid>' +
  '<cropper-handle action="move" theme-color="rgba(255, 255, 255, 0.35)"></cropper-handle>' +
  ['ne', 'nw', 'se', 'sw'].map((corner) => `<cropper-handle action="${corner}-resize"></cropper-handle>`).join('') +
  '</cropper-selection></cropper-canvas>';

/**
 * Crops a photo at the print's aspect ratio with cropperjs 2 (web components, pointer events, so a
 * finger works). Loaded only when a parent opens it: cropperjs stays out of every other page.
 */
export default function CropDialog({ itemName, imageUrl, aspectRatio, crop, rotation: initialRotation, onSave, onClose }: CropDialogProps) {
  const host = useRef<HTMLDivElement>(null);
  const cropper = useRef<Cropper | null>(null);
  const [rotation, setRotation] = useState(initialRotation);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const image = new Image();
    image.src = imageUrl;
    image.alt = `Photo for the ${itemName}`;
    const container = host.current!;
    const instance = new Cropper(image, { container, template: template(aspectRatio) });
    cropper.current = instance;
    const cropperImage = instance.getCropperImage();
    void cropperImage?.$ready().then(() => {
      if (initialRotation) cropperImage.$rotate(`${initialRotation}deg`);
      const canvas = instance.getCropperCanvas()!.getBoundingClientRect();
      const rect = cropperImage.getBoundingClientRect();
      if (crop) {
        const s = selectionFromCrop(crop, { left: rect.left - canvas.left, top: rect.top - canvas.top, width: rect.width, height: rect.height });
        instance.getCropperSelection()?.$change(s.x, s.y, s.width, s.height, aspectRatio);
      }
      setReady(true);
    });
    return () => {
      instance.destroy();
      container.replaceChildren();
    };
    // The cropper is built once per opening; later prop changes would only reset the parent's work.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const rotate = (by: number) => {
    cropper.current?.getCropperImage()?.$rotate(`${by}deg`);
    setRotation((r) => normalizeRotation(r + by));
  };
  const save = () => {
    const instance = cropper.current;
    const selection = instance?.getCropperSelection();
    const image = instance?.getCropperImage();
    const canvas = instance?.getCropperCanvas();
    if (!selection || !image || !canvas) return;
    const c = canvas.getBoundingClientRect();
    const i = image.getBoundingClientRect();
    const imageBox = { left: i.left - c.left, top: i.top - c.top, width: i.width, height: i.height };
    onSave(roundCrop(cropFromRects({ x: selection.x, y: selection.y, width: selection.width, height: selection.height }, imageBox)), rotation);
  };

  return (
    <ModalDialog
      title={`Crop the ${itemName}`}
      onClose={onClose}
      wide
      actions={
        <>
          <button type="button" className="sdc-button sdc-button--ghost" onClick={onClose}>
            Cancel
          </button>
          <button type="button" className="sdc-button" onClick={save} disabled={!ready}>
            Save crop
          </button>
        </>
      }
    >
      <p className="sdc-sub">Drag the frame or its corners to choose what is printed.</p>
      <div ref={host} className="sdc-cropper" />
      <p className="sdc-crop-tools">
        <button type="button" className="sdc-button sdc-button--ghost" onClick={() => rotate(-90)}>
          Rotate left
        </button>
        <button type="button" className="sdc-button sdc-button--ghost" onClick={() => rotate(90)}>
          Rotate right
        </button>
      </p>
    </ModalDialog>
  );
}
