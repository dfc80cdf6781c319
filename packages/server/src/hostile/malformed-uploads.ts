import { multipart } from '../test-support/multipart';

export interface MalformedUpload {
  label: string;
  payload: Buffer | string;
  contentType: string;
}

const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]);
const file = (filename: string, data: Buffer, name = 'file') => ({ name, filename, data });
const form = (label: string, parts: Parameters<typeof multipart>[0]): MalformedUpload => {
  const body = multipart(parts);
  return { label, payload: body.payload, contentType: body.headers['content-type']! };
};

/** Bodies every upload route must refuse with a 4xx and a message, storing nothing. */
export function malformedUploads(): MalformedUpload[] {
  const truncated = multipart([file('a.jpg', JPEG_HEAD)]);
  return [
    { label: 'a JSON body', payload: '{"file":"a.jpg"}', contentType: 'application/json' },
    { label: 'an empty body with a multipart type', payload: '', contentType: 'multipart/form-data; boundary=x' },
    { label: 'multipart without a boundary', payload: '--x\r\n\r\n', contentType: 'multipart/form-data' },
    { label: 'a form-urlencoded body', payload: 'file=a.jpg', contentType: 'application/x-www-form-urlencoded' },
    form('no parts at all', []),
    form('a field but no file', [{ name: 'subjectId', value: '1' }]),
    form('the file under another field name', [file('a.jpg', JPEG_HEAD, 'photo')]),
    form('text with a .jpg name', [file('a.jpg', Buffer.from('hello there'))]),
    form('an SVG', [file('a.jpg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))]),
    form('a PDF', [file('a.jpg', Buffer.from('%PDF-1.4\n%âãÏÓ\n'))]),
    form('an empty file', [file('a.jpg', Buffer.alloc(0))]),
    form('a JPEG header only', [file('a.jpg', JPEG_HEAD)]),
    form('a path in the name', [file('../../../etc/passwd.jpg', JPEG_HEAD)]),
    form('a NUL in the name', [file('a\u0000.jpg', JPEG_HEAD)]),
    form('a 1,000-character name', [file(`${'a'.repeat(1000)}.jpg`, JPEG_HEAD)]),
    form('two files', [file('a.jpg', JPEG_HEAD), file('b.jpg', JPEG_HEAD)]),
    form('an unknown field', [{ name: 'isAdmin', value: 'true' }, file('a.jpg', JPEG_HEAD)]),
    form('a huge field', [{ name: 'subjectId', value: '1'.repeat(10_000) }, file('a.jpg', JPEG_HEAD)]),
    form('a subjectId that is not a number', [{ name: 'subjectId', value: 'twelve' }, file('a.jpg', JPEG_HEAD)]),
    form('ten fields', [...Array.from({ length: 10 }, (_, i) => ({ name: `f${i}`, value: 'x' })), file('a.jpg', JPEG_HEAD)]),
    { label: 'a cut-off multipart body', payload: truncated.payload.subarray(0, truncated.payload.length - 30), contentType: truncated.headers['content-type']! },
  ];
}

/**
 * Bodies that are right in every way but one: they carry more than the route takes (a second file, a field
 * it does not name, one of its fields twice). Built from the route's own spec (`config.upload`), with a real
 * photo and the fields a careful client fills, so the extra part is the only thing to refuse.
 */
export function overfullUploads(photo: Buffer, fields: Record<string, string>): MalformedUpload[] {
  const values = Object.entries(fields).map(([name, value]) => ({ name, value }));
  const upload = (label: string, extra: Parameters<typeof multipart>[0], before: Parameters<typeof multipart>[0] = []) => form(label, [...before, ...values, file('a.jpg', photo), ...extra]);
  return [
    upload('two files', [file('b.jpg', photo)]),
    upload('two files, the second under another name', [file('b.jpg', photo, 'photo')]),
    upload('a second file before the first', [], [file('b.jpg', photo, 'other')]),
    upload('a field the route does not take, after the file', [{ name: 'isAdmin', value: 'true' }]),
    upload('a field the route does not take, before the file', [], [{ name: 'isAdmin', value: 'true' }]),
    upload('ten more fields', Array.from({ length: 10 }, (_, i) => ({ name: `f${i}`, value: 'x' }))),
    ...values.map(({ name, value }) => upload(`${name} twice`, [{ name, value }])),
  ];
}

/** The same body without anything extra: the route must take it, so the refusals above are about the extras. */
export function wellFormedUpload(photo: Buffer, fields: Record<string, string>): MalformedUpload {
  return form('one photo and the fields', [...Object.entries(fields).map(([name, value]) => ({ name, value })), file('a.jpg', photo)]);
}
