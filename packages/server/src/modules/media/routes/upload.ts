import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { badRequest, HttpError } from '../../../http/http-error';
import { removeSpooled, spool, type SpooledFile } from '../../../http/spool';
import { checkFileName, MAX_UPLOAD_BYTES, UPLOAD_TOO_LARGE_MESSAGE } from '../../../services/images/intake';

export const NOT_MULTIPART_MESSAGE = 'Send the photo as multipart/form-data with the file in the field "file"';
export const NO_FILE_MESSAGE = 'file: Attach a JPEG or PNG photo in the field "file"';

/** Marks a multipart route for the route table (the hostile suite sends it multipart attacks). */
export const MULTIPART = ['multipart/form-data'];

/** @fastify/multipart for the routes of this plugin only, with limits: one file, a few short fields (each route narrows them, see readUpload). */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    // Keep the client's path in the name so that a name with folders is refused, not silently cut.
    preservePath: true,
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4, fieldSize: 200, parts: 6, headerPairs: 20 },
  });
  // The file a request spooled is removed before its answer goes out (whatever the answer), or when the
  // client goes away first.
  const removeFiles = async (request: FastifyRequest) => {
    const paths = spooledBy.get(request);
    spooledBy.delete(request);
    if (paths) await Promise.all(paths.map(removeSpooled));
  };
  app.addHook('onSend', async (request, _reply, payload) => {
    await removeFiles(request);
    return payload;
  });
  app.addHook('onRequestAbort', removeFiles);
}

const spooledBy = new WeakMap<FastifyRequest, string[]>();

/**
 * What one upload route takes: exactly one file in the field "file" and the text fields its schema names,
 * each once. Given to the route as `config.upload` (the hostile suite reads it there) and to readUpload.
 */
type FieldsSchema = v.GenericSchema & { entries: v.ObjectEntries };
export interface UploadSpec<TFields extends FieldsSchema = FieldsSchema> {
  fields: TFields;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The parts a multipart route takes (set on every route that consumes multipart/form-data). */
    upload?: UploadSpec;
  }
}

export interface Upload<TFields> {
  fileName: string;
  /** The file, spooled to disk as it arrived (never whole in memory). */
  data: SpooledFile;
  fields: TFields;
}

export const ONE_FILE_MESSAGE = 'file: Send one file per request';
const fieldNames = (spec: UploadSpec) => Object.keys(spec.fields.entries);
export const tooManyFieldsMessage = (names: string[]) =>
  names.length ? `Too many form fields: send the file and at most ${names.join(', ')}, each once` : 'Too many form fields: send the file alone';

/**
 * Reads every part of a multipart request, holding it to the route's spec: one file in "file", no field
 * the spec does not name, none twice; anything more is refused with 400 before anything is stored.
 */
export async function readUpload<TSpec extends UploadSpec>(request: FastifyRequest, spec: TSpec): Promise<Upload<v.InferOutput<TSpec['fields']>>> {
  if (!request.isMultipart()) throw new HttpError(415, NOT_MULTIPART_MESSAGE);
  const names = fieldNames(spec);
  const fields: Record<string, string> = {};
  let file: { fileName: string; data: SpooledFile } | null = null;
  try {
    // One part over the spec reaches the checks below and is refused by name; a flood stops at the limits.
    for await (const part of request.parts({ limits: { files: 1, fields: names.length + 1, parts: names.length + 2 } })) {
      if (part.type === 'file') {
        // Spec §7 names the logo's field "File": the field's name is taken in any case, like the form field it is.
        if (part.fieldname.toLowerCase() !== 'file') throw badRequest(NO_FILE_MESSAGE);
        if (file) throw badRequest(ONE_FILE_MESSAGE);
        const fileName = checkFileName(part.filename);
        const data = await spool(part.file, request.server.config.dataDir);
        spooledBy.set(request, [...(spooledBy.get(request) ?? []), data.path]);
        if (part.file.truncated) throw new HttpError(413, UPLOAD_TOO_LARGE_MESSAGE);
        file = { fileName, data };
      } else {
        if (!names.includes(part.fieldname)) throw badRequest(`${part.fieldname}: This field is not accepted`);
        if (part.fieldname in fields) throw badRequest(`${part.fieldname}: Send this field once`);
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    throw error instanceof HttpError ? error : refusal(error, names);
  }
  if (!file) throw badRequest(NO_FILE_MESSAGE);
  return { ...file, fields: uploadFields(spec.fields, fields) };
}

function refusal(error: unknown, names: string[]): HttpError {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, UPLOAD_TOO_LARGE_MESSAGE);
  if (code === 'FST_FILES_LIMIT') return badRequest(ONE_FILE_MESSAGE);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return badRequest(tooManyFieldsMessage(names));
  return badRequest('The multipart body could not be read');
}

/** Validates the text fields of an upload with a domain schema, in the envelope's "field: message" form. */
export function uploadFields<T extends v.GenericSchema>(schema: T, fields: Record<string, string>): v.InferOutput<T> {
  const result = v.safeParse(schema, fields);
  if (!result.success) throw badRequest(result.issues.map((issue) => `${v.getDotPath(issue) ?? 'body'}: ${issue.message}`));
  return result.output;
}
