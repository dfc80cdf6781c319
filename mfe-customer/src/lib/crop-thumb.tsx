import { useState, type CSSProperties } from 'react';
import type { Crop } from '@shutterday/domain';

interface CropThumbProps {
  src: string;
  /** The crop in % of the photo after its rotation (what the cropper reports); null shows the whole photo. */
  crop: Crop | null;
  rotation: number;
  alt: string;
  /** The shown height in CSS pixels; the width follows the crop's shape. */
  height?: number;
  /** The photo's stored size when known; otherwise read from the image once it loads. */
  size?: { width: number; height: number };
}

const quarter = (degrees: number) => ((Math.round(degrees / 90) % 4) + 4) % 4;

/**
 * A photo as the parent cropped and turned it (issue 19: "the cropped thumbnail shows the crop"): only
 * the part inside the crop shows, turned by quarters. Plain CSS over the watermarked thumbnail, so it
 * costs no script and no second request; the box keeps its size while the photo loads.
 */
export function CropThumb({ src, crop, rotation, alt, height = 100, size }: CropThumbProps) {
  const [loaded, setLoaded] = useState<{ width: number; height: number } | null>(null);
  const photo = size ?? loaded ?? { width: 4, height: 5 };
  const turned = quarter(rotation) % 2 === 1;
  // The photo as turned: the crop is measured on it.
  const rw = turned ? photo.height : photo.width;
  const rh = turned ? photo.width : photo.height;
  const c = crop ?? { cropX: 100, cropY: 100, xMid: 50, yMid: 50 };
  const box: CSSProperties = { height, aspectRatio: `${(c.cropX * rw) / (c.cropY * rh)}` };
  const turnedPhoto: CSSProperties = {
    width: `${(100 / c.cropX) * 100}%`,
    aspectRatio: `${rw / rh}`,
    left: `${(-(c.xMid - c.cropX / 2) / c.cropX) * 100}%`,
    top: `${(-(c.yMid - c.cropY / 2) / c.cropY) * 100}%`,
  };
  const image: CSSProperties = {
    width: turned ? `${(rh / rw) * 100}%` : '100%',
    transform: `translate(-50%, -50%) rotate(${quarter(rotation) * 90}deg)`,
  };
  return (
    <span className="sdc-crop-thumb" style={box} role="img" aria-label={alt}>
      <span className="sdc-crop-thumb__photo" style={turnedPhoto}>
        <img
          src={src}
          alt=""
          style={image}
          decoding="async"
          onLoad={(event) => !size && setLoaded({ width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })}
        />
      </span>
    </span>
  );
}
