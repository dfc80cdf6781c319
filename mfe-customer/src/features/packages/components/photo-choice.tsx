import type { CustomerImage } from '@shutterday/domain';
import { ResponsivePhoto } from '../../../lib/responsive-photo';

interface PhotoChoiceProps {
  legend: string;
  name: string;
  photos: CustomerImage[];
  value: number | null;
  onChange: (imageId: number) => void;
  /** Id of the first radio, so a form can put the focus on this choice. */
  firstId?: string;
}

/** Pick one photo among watermarked thumbnails: real radio buttons, so keyboards and readers work. */
export function PhotoChoice({ legend, name, photos, value, onChange, firstId }: PhotoChoiceProps) {
  return (
    <fieldset className="sdc-photos">
      <legend>{legend}</legend>
      {photos.map((photo, index) => (
        <label key={photo.id} className="sdc-photo">
          <input id={index === 0 ? firstId : undefined} type="radio" name={name} value={photo.id} checked={value === photo.id} onChange={() => onChange(photo.id)} />
          <ResponsivePhoto src={photo.imageThumbnailUrl} alt={`Pose ${index + 1}`} width={80} height={100} />
        </label>
      ))}
    </fieldset>
  );
}
