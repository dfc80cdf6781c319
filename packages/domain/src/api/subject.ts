/** A photo as the studio sees it: the same signed, watermarked derivatives the customer gets. */
export interface SubjectPhoto {
  id: number;
  type: 'hosted-individual' | 'hosted-group';
  width: number;
  height: number;
  thumbnailUrl: string;
  previewUrl: string;
}

export interface StudioSubjectField {
  name: string;
  value: string | null;
}

/** A subject in the studio's lists. */
export interface StudioSubject {
  id: number;
  jobId: number;
  firstName: string;
  lastName: string;
  groupId: number | null;
  groupName: string | null;
  accessCode: string | null;
  externalId: string | null;
  fields: StudioSubjectField[];
  imageCount: number;
  imageThumbnailUrl: string | null;
  version: number;
}

export interface SubjectOrderSummary {
  orderNumber: number;
  status: string;
  total: number;
  email: string;
  createdAt: string;
}

/** `GET .../subjects/{subjectId}`: the subject with its photos, its group (and group photos) and its orders. */
export interface StudioSubjectDetail extends StudioSubject {
  images: SubjectPhoto[];
  groupImages: SubjectPhoto[];
  orders: SubjectOrderSummary[];
}

/** A class or a team with its member count and group photos. */
export interface SubjectGroup {
  id: number;
  jobId: number;
  name: string;
  memberCount: number;
  images: SubjectPhoto[];
  version: number;
}

/** `POST .../subjects/bulk`: how many rows made new subjects and how many updated existing ones. */
export interface SubjectBulkResult {
  created: number;
  updated: number;
  /** With `returnData=true`: every written subject, in the order of the rows. */
  subjects?: StudioSubject[];
}
