import { printPreviewSearch, type PrintPreviewInput } from '@shutterday/domain';
import { apiGetFile } from '../http/file-download';

const path = (jobId: number, input: PrintPreviewInput) => `customer/jobs/${jobId}/print-preview?${printPreviewSearch(input)}`;

/**
 * The URL of a package item's print preview with the parent's choices (docs/print.md "Preview route"), for an
 * `<img src>`: the same choices give the same URL, so the browser's cache answers a crop the parent goes
 * back to. Each photo is named by the signed thumbnail or preview URL the API handed out for it.
 */
export const printPreviewUrl = (jobId: number, input: PrintPreviewInput): string => `/api/${path(jobId, input)}`;

/** The same preview fetched through the API client (a refusal arrives as an ApiError), e.g. to wait for it before showing. */
export const getPrintPreview = async (jobId: number, input: PrintPreviewInput): Promise<Blob> =>
  (await apiGetFile(path(jobId, input), `print-preview.${input.format === 'webp' ? 'webp' : 'jpg'}`)).blob;
