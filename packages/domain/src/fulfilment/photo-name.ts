/** What a photo of an order is, as the studio finds it among the job's photos: never its database id. */
export interface NamedPhoto {
  imageId: number | null;
  /** "Pose 2", "Group photo". */
  label: string | null;
  fileName: string | null;
}

/** "Pose 2 (IMG_0042.jpg)"; "No photo" for an empty place. The work order and the order page say it alike. */
export function photoName(photo: NamedPhoto): string {
  if (photo.imageId === null) return 'No photo';
  return [photo.label ?? 'Photo', photo.fileName ? `(${photo.fileName})` : null].filter(Boolean).join(' ');
}
