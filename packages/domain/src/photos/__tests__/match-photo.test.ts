import { fileNameWords, matchPhoto } from '../match-photo';

const subjects = [
  { id: 1, accessCode: 'AB12CD' },
  { id: 42, accessCode: 'ZX98YU' },
  { id: 7, accessCode: null },
];

describe('matching a photo to a subject by its file name', () => {
  it('matches the access code printed on the camera card, in any case and anywhere in the name', () => {
    expect(matchPhoto('ab12cd_0001.jpg', subjects)).toEqual({ subjectId: 1, by: 'access-code' });
    expect(matchPhoto('Lincoln Fall - ZX98YU - pose 2.JPG', subjects)).toEqual({ subjectId: 42, by: 'access-code' });
  });

  it('matches an explicit subject id, but never a camera counter', () => {
    expect(matchPhoto('S42.jpg', subjects)).toEqual({ subjectId: 42, by: 'subject-id' });
    expect(matchPhoto('subject-7_retake.png', subjects)).toEqual({ subjectId: 7, by: 'subject-id' });
    expect(matchPhoto('id_1.jpeg', subjects)).toEqual({ subjectId: 1, by: 'subject-id' });
    expect(matchPhoto('IMG_0001.jpg', subjects)).toEqual({ subjectId: null, reason: 'no-match' });
    expect(matchPhoto('42.jpg', subjects)).toEqual({ subjectId: null, reason: 'no-match' });
  });

  it('leaves a photo for a person when it names nobody of the job, or two different subjects', () => {
    expect(matchPhoto('S99.jpg', subjects)).toEqual({ subjectId: null, reason: 'no-match' });
    expect(matchPhoto('AB12CD_S42.jpg', subjects)).toEqual({ subjectId: null, reason: 'ambiguous' });
    expect(matchPhoto('AB12CD_S1.jpg', subjects)).toEqual({ subjectId: 1, by: 'access-code' });
  });

  it('does not take part of a word for a code', () => {
    expect(matchPhoto('XAB12CDX.jpg', subjects)).toEqual({ subjectId: null, reason: 'no-match' });
    expect(fileNameWords('IMG_0042 AB12CD.jpg')).toEqual(['IMG', '0042', 'AB12CD']);
  });
});
