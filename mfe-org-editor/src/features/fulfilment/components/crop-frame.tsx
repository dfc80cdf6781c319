import { photoName, type OrderItemPhoto } from '@shutterday/domain/staff';
import { useStaffPreferences } from '@shutterday/ui';

/**
 * The original photo with the parent's crop drawn on it as a frame (crop values are percentages of the
 * photo), at most as wide as the member's largest cropper size (spec §3 BuildMaximumCropperSize).
 */
export function CropFrame({ photo }: { photo: OrderItemPhoto }) {
  const { buildMaximumCropperSize } = useStaffPreferences();
  if (!photo.viewUrl) return null;
  const crop = photo.crop;
  return (
    // The frame clips the shade drawn around the crop (a wide box-shadow): only the photo is dimmed, never the page.
    <div style={{ position: 'relative', display: 'inline-block', width: '100%', maxWidth: buildMaximumCropperSize, overflow: 'hidden' }}>
      <img src={photo.viewUrl} alt={`${photoName(photo)} with its crop frame`} style={{ width: '100%', display: 'block' }} />
      {crop && (
        <div
          data-testid="crop-frame"
          style={{
            position: 'absolute', left: `${crop.xMid - crop.cropX / 2}%`, top: `${crop.yMid - crop.cropY / 2}%`, width: `${crop.cropX}%`, height: `${crop.cropY}%`,
            border: '2px solid #fa541c', boxShadow: '0 0 0 9999px rgba(0,0,0,0.35)', pointerEvents: 'none',
          }}
        />
      )}
    </div>
  );
}
