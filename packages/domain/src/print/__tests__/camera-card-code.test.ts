import { cameraCardCode, parseCameraCardCode } from '..';

describe('camera card codes', () => {
  it('names the job and the subject, and reads back to them', () => {
    expect(cameraCardCode({ jobId: 12, subjectId: 3456 })).toBe('SD1:12:3456');
    expect(parseCameraCardCode('SD1:12:3456')).toEqual({ jobId: 12, subjectId: 3456 });
    expect(parseCameraCardCode(' SD1:7:8\n')).toEqual({ jobId: 7, subjectId: 8 });
  });

  it.each(['', 'SD1:12', 'SD1:0:5', 'SD1:05:5', 'SD2:1:2', 'sd1:1:2', 'SD1:1:2:3', 'https://example.test/SD1:1:2', 'SD1:1:99999999999'])('ignores %j, which is not a camera card', (text) => {
    expect(parseCameraCardCode(text)).toBeNull();
  });
});
