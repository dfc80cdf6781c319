import { normalizeRotation, roundCrop, type Crop } from '@shutterday/domain';
import Cropper from 'cropperjs';
import { useEffect, useRef, useState } from 'react';
import { ModalDialog } from '../../../lib/modal-dialog';
import { centredInside, cropFromRects, isInside, keepInside, selectionFromCrop, type Box, type Selection } from '../model/crop-geometry';

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
// in a shadow root, which axe reports as rows without a grid). The image does not move or zoom, so a
// finger drags the frame only; `precise` keeps fractions, so a frame at the edge is not rounded past it.
const template = (ratio: number) =>
  '<cropper-canvas background>' +
  '<cropper-image rotatable initial-center-size="contain"></cropper-image>' +
  '<cropper-shade hidden></cropper-shade>' +
  `<cropper-selection initial-coverage="0.9" aspect-ratio="${ratio}" movable resizable outlined precise>` +
  '<cropper-grid bordered covered aria-hidden="true"></cropper-grid>' +
  '<cropper-handle action="move" theme-color="rgba(255, 255, 255, 0.35)"></cropper-handle>' +
  ['ne', 'nw', 'se', 'sw'].map((corner) => `<cropper-handle action="${corner}-resize"></cropper-handle>`).join('') +
  '</cropper-selection></cropper-canvas>';

/**
 * Crops a photo at the print's aspect ratio with cropperjs 2 (web components, pointer events, so a
 * finger works). Loaded only when a parent opens it: cropperjs stays out of every other page.
 */
/** Where the photo sits in the cropper's canvas (after any rotation), in the selection's coordinates. */
function imageBox(instance: Cropper): Box | null {
  const canvas = instance.getCropperCanvas();
  const image = instance.getCropperImage();
  if (!canvas || !image) return null;
  const c = canvas.getBoundingClientRect();
  const i = image.getBoundingClientRect();
  return { left: i.left - c.left, top: i.top - c.top, width: i.width, height: i.height };
}

/**
 * A crop never leaves the photo (issue 8, "prints that come out wrong"): every change of the frame
 * that would cross an edge is refused; a move past the edge slides the frame along it instead.
 */
function keepFrameInside(instance: Cropper): () => void {
  const selection = instance.getCropperSelection()!;
  let sliding = false;
  const onChange = (event: Event) => {
    const next = (event as CustomEvent<Selection>).detail;
    const box = imageBox(instance);
    if (!box || isInside(next, box)) return;
    event.preventDefault();
    const moved = Math.abs(next.width - selection.width) < 0.5 && Math.abs(next.height - selection.height) < 0.5;
    if (!moved || sliding) return;
    sliding = true;
    const inside = keepInside(next, box);
    selection.$change(inside.x, inside.y, inside.width, inside.height, NaN);
    sliding = false;
  };
  selection.addEventListener('change', onChange);
  return () => selection.removeEventListener('change', onChange);
}

/** Puts the frame where it belongs: the saved crop when there is one, else centred in the photo. */
function placeFrame(instance: Cropper, aspectRatio: number, crop: Crop | null) {
  const box = imageBox(instance);
  if (!box) return;
  const frame = crop ? keepInside(selectionFromCrop(crop, box), box) : centredInside(box, aspectRatio);
  instance.getCropperSelection()?.$change(frame.x, frame.y, frame.width, frame.height, NaN);
}

/**
 * Resolves once the photo is laid out in the canvas: loaded, sized and centred. `$ready` alone is too early
 * for a photo the browser already holds (a second opening): the image is `complete` at once, so `$ready`
 * resolves before cropperjs's own load handler has sized and centred it, and a frame placed then lands
 * above the photo's final place (each untouched save moved the crop up). The image's load event always
 * comes in a later task, after that handler (registered first), so waiting for it too is enough.
 */
function photoLaidOut(image: NonNullable<ReturnType<Cropper['getCropperImage']>>): Promise<unknown> {
  const loaded = new Promise<void>((resolve) => image.$image.addEventListener('load', () => resolve(), { once: true }));
  return Promise.all([image.$ready(), loaded]);
}

export default function CropDialog({ itemName, imageUrl, aspectRatio, crop, rotation: initialRotation, onSave, onClose }: CropDialogProps) {
  const host = useRef<HTMLDivElement>(null);
  const cropper = useRef<Cropper | null>(null);
  // The parent moved, resized or turned the frame: until then, saving keeps the crop exactly as it was.
  const touched = useRef(false);
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
    const release = keepFrameInside(instance);
    const selection = instance.getCropperSelection();
    const touch = () => {
      touched.current = true;
    };
    void (cropperImage && photoLaidOut(cropperImage).then(() => {
      if (initialRotation) cropperImage.$rotate(`${initialRotation}deg`);
      placeFrame(instance, aspectRatio, crop);
      // Changes from here on are the parent's (a drag, a corner, a slide along an edge).
      selection?.addEventListener('change', touch);
      setReady(true);
    }));
    return () => {
      selection?.removeEventListener('change', touch);
      release();
      instance.destroy();
      container.replaceChildren();
    };
    // The cropper is built once per opening; later prop changes would only reset the parent's work.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A quarter turn changes the photo's outline: the frame starts again centred inside it.
  const rotate = (by: number) => {
    const instance = cropper.current;
    if (!instance) return;
    instance.getCropperImage()?.$rotate(`${by}deg`);
    placeFrame(instance, aspectRatio, null);
    touched.current = true;
    setRotation((r) => normalizeRotation(r + by));
  };
  const save = () => {
    const instance = cropper.current;
    const selection = instance?.getCropperSelection();
    const box = instance && imageBox(instance);
    if (!selection || !box) return;
    if (crop && !touched.current) return onSave(crop, rotation);
    onSave(roundCrop(cropFromRects({ x: selection.x, y: selection.y, width: selection.width, height: selection.height }, box)), rotation);
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
