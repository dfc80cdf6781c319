import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { badRequest, HttpError } from '../../../http/http-error';
import { checkFileName, MAX_UPLOAD_BYTES, UPLOAD_TOO_LARGE_MESSAGE } from '../../../services/images/intake';

export const NOT_MULTIPART_MESSAGE = 'Send the photo as multipart/form-data with the file in the field "file"';
export const NO_FILE_MESSAGE = 'file: Attach a JPEG or PNG photo in the field "file"';

/** Marks a multipart route for the route table (the hostile suite sends it multipart attacks). */
export const MULTIPART = ['multipart/form-data'];

/** @fastify/multipart for the routes of this plugin only, with limits: one file, a few short fields. */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    // Keep the client's path in the name so that a name with folders is refused, not silently cut.
    preservePath: true,
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4, fieldSize: 200, parts: 6, headerPairs: 20 },
  });
}

export interface Upload {
  fileName: string;
  data: Buffer;
  fields: Record<string, string>;
}

/** Reads the one file of a multipart request (fields sent before it come along), with clear refusals. */
export async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw new HttpError(415, NOT_MULTIPART_MESSAGE);
  let part;
  try {
    part = await request.file();
  } catch (error) {
    throw refusal(error);
  }
  if (!part || part.fieldname !== 'file') throw badRequest(NO_FILE_MESSAGE);
  const fileName = checkFileName(part.filename);
  let data: Buffer;
  try {
    data = await part.toBuffer();
  } catch (error) {
    throw refusal(error);
  }
  const fields = Object.fromEntries(
    Object.values(part.fields).flatMap((field) => [field].flat()).flatMap((field) => (field && field.type === 'field' ? [[field.fieldname, String(field.value)]] : [])),
  );
  return { fileName, data, fields };
}

function refusal(error: unknown): HttpError {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, UPLOAD_TOO_LARGE_MESSAGE);
  if (code === 'FST_FILES_LIMIT') return badRequest('file: Send one photo per request');
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return badRequest('Too many form fields: send the file and at most a subjectId');
  return badRequest('The multipart body could not be read');
}

/** Validates the text fields of an upload with a domain schema, in the envelope's "field: message" form. */
export function uploadFields<T extends v.GenericSchema>(schema: T, fields: Record<string, string>): v.InferOutput<T> {
  const result = v.safeParse(schema, fields);
  if (!result.success) throw badRequest(result.issues.map((issue) => `${v.getDotPath(issue) ?? 'body'}: ${issue.message}`));
  return result.output;
}
