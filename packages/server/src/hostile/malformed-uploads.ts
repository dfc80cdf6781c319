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
