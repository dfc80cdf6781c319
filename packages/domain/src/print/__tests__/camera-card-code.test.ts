import { cameraCardCode, groupCardCode, parseCameraCardCode, readCameraCardCode } from '..';

describe('camera card codes', () => {
  it('names the job and the subject, and reads back to them', () => {
    expect(cameraCardCode({ jobId: 12, subjectId: 3456 })).toBe('SD1:12:3456');
    expect(parseCameraCardCode('SD1:12:3456')).toEqual({ jobId: 12, subjectId: 3456 });
    expect(parseCameraCardCode(' SD1:7:8\n')).toEqual({ jobId: 7, subjectId: 8 });
    expect(readCameraCardCode('SD1:12:3456')).toEqual({ kind: 'subject', jobId: 12, subjectId: 3456 });
  });

  it('names a group (a class or team) behind a G, and reads back to it, never as a child', () => {
    expect(groupCardCode({ jobId: 12, groupId: 34 })).toBe('SD1:12:G34');
    expect(readCameraCardCode('SD1:12:G34')).toEqual({ kind: 'group', jobId: 12, groupId: 34 });
    expect(readCameraCardCode(' SD1:7:G2147483647\r\n')).toEqual({ kind: 'group', jobId: 7, groupId: 2147483647 });
    expect(parseCameraCardCode('SD1:12:G34')).toBeNull();
  });

  it.each([
    '', 'SD1:12', 'SD1:0:5', 'SD1:05:5', 'SD2:1:2', 'sd1:1:2', 'SD1:1:2:3', 'https://example.test/SD1:1:2', 'SD1:1:99999999999', 'SD1:1:2147483648', 'SD1:2147483648:1',
    'SD1:1:G', 'SD1:1:G0', 'SD1:1:G05', 'SD1:1:g5', 'SD1:1:GG5', 'SD1:1:G-5', 'SD1:1:G5:6', 'SD1:G1:5', 'SD1:1:G2147483648', 'SD1:1:G99999999999', 'SD2:1:G5', 'XSD1:1:G5', 'SD1:1:G 5', 'SD1:1:S5',
  ])('ignores %j, which is not a camera card', (text) => {
    expect(readCameraCardCode(text)).toBeNull();
    expect(parseCameraCardCode(text)).toBeNull();
  });
});
