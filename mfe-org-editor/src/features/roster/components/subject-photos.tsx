import { type SubjectPhoto } from '@shutterday/domain/staff';
import { Flex, Image, Typography } from 'antd';

/** Thumbnails (the watermarked derivatives the customer sees); a click opens the preview. */
export function SubjectPhotos({ photos, alt, empty }: { photos: SubjectPhoto[]; alt: string; empty: string }) {
  if (photos.length === 0) return <Typography.Text type="secondary">{empty}</Typography.Text>;
  return (
    <Flex wrap gap={8} role="list" aria-label={alt}>
      {photos.map((photo, index) => (
        <div role="listitem" key={photo.id}>
          <Image src={photo.thumbnailUrl} preview={{ src: photo.previewUrl }} alt={`${alt} ${index + 1}`} width={120} />
        </div>
      ))}
    </Flex>
  );
}
