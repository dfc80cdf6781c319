import { type SubjectPhoto } from '@shutterday/domain/staff';
import { useStaffPreferences } from '@shutterday/ui';
import { Image, Typography } from 'antd';

/**
 * Thumbnails (the watermarked derivatives the customer sees), as many in a row as the member's "Images
 * per row" says (spec §3 BuildImagesPerRow); a click opens the preview.
 */
export function SubjectPhotos({ photos, alt, empty }: { photos: SubjectPhoto[]; alt: string; empty: string }) {
  const { buildImagesPerRow } = useStaffPreferences();
  if (photos.length === 0) return <Typography.Text type="secondary">{empty}</Typography.Text>;
  return (
    <div role="list" aria-label={alt} style={{ display: 'grid', gap: 8, gridTemplateColumns: `repeat(${buildImagesPerRow}, minmax(0, 1fr))` }}>
      {photos.map((photo, index) => (
        <div role="listitem" key={photo.id}>
          <Image src={photo.thumbnailUrl} preview={{ src: photo.previewUrl }} alt={`${alt} ${index + 1}`} width="100%" />
        </div>
      ))}
    </div>
  );
}
