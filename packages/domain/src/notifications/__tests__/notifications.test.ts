import { dueEvents, normaliseEmail, type NotifiedJob, pendingNotifications, recipientsOf, notificationKey } from '..';

const job: NotifiedJob = {
  published: true, archived: false, notifyParents: true,
  prepayAvailable: false, prepayClosesOn: null, enableYearBookPoseSelection: false, yearBookPoseSelectionEndsAt: null, timeZone: 'UTC',
};
const now = new Date('2026-05-10T12:00:00Z');

describe('who is told', () => {
  it('tells each address once, whatever its spelling, and never an unsubscribed one', () => {
    expect(recipientsOf([' Ann@Example.com', 'ann@example.com', 'bob@example.com', null, 'not an address', 'eve@example.com'], new Set(['eve@example.com']))).toEqual([
      'ann@example.com',
      'bob@example.com',
    ]);
    expect(normaliseEmail(' A@B.CO ')).toBe('a@b.co');
  });
});

describe('when they are told', () => {
  it('says photos are ready once the job is published and the child has photos', () => {
    expect(dueEvents(job, { hasPhotos: true }, now)).toEqual(['photos-ready']);
    expect(dueEvents(job, { hasPhotos: false }, now)).toEqual([]);
    expect(dueEvents({ ...job, published: false }, { hasPhotos: true }, now)).toEqual([]);
    expect(dueEvents({ ...job, archived: true }, { hasPhotos: true }, now)).toEqual([]);
  });

  it('says nothing when the studio switched parents e-mails off', () => {
    expect(dueEvents({ ...job, notifyParents: false, prepayAvailable: true, prepayClosesOn: '2026-05-11' }, { hasPhotos: true }, now)).toEqual([]);
  });

  it('reminds of the prepay deadline in its last three days, and not after it', () => {
    const prepay = { ...job, prepayAvailable: true };
    expect(dueEvents({ ...prepay, prepayClosesOn: '2026-05-12' }, { hasPhotos: false }, now)).toEqual(['prepay-deadline']);
    expect(dueEvents({ ...prepay, prepayClosesOn: '2026-05-20' }, { hasPhotos: false }, now)).toEqual([]);
    expect(dueEvents({ ...prepay, prepayClosesOn: '2026-05-09' }, { hasPhotos: false }, now)).toEqual([]);
    // The last day is open all day.
    expect(dueEvents({ ...prepay, prepayClosesOn: '2026-05-10' }, { hasPhotos: false }, now)).toEqual(['prepay-deadline']);
    // All day where the studio is: at 1 am UTC on May 11 it is still May 10 in Chicago.
    const lateEvening = new Date('2026-05-11T01:00:00Z');
    expect(dueEvents({ ...prepay, prepayClosesOn: '2026-05-10' }, { hasPhotos: false }, lateEvening)).toEqual([]);
    expect(dueEvents({ ...prepay, prepayClosesOn: '2026-05-10', timeZone: 'America/Chicago' }, { hasPhotos: false }, lateEvening)).toEqual(['prepay-deadline']);
  });

  it('reminds of the yearbook-pose deadline only for a child with photos to choose from', () => {
    const yearbook = { ...job, enableYearBookPoseSelection: true, yearBookPoseSelectionEndsAt: new Date('2026-05-11T00:00:00Z') };
    expect(dueEvents(yearbook, { hasPhotos: true }, now)).toEqual(['photos-ready', 'yearbook-deadline']);
    expect(dueEvents(yearbook, { hasPhotos: false }, now)).toEqual([]);
    expect(dueEvents({ ...yearbook, yearBookPoseSelectionEndsAt: new Date('2026-05-10T11:00:00Z') }, { hasPhotos: true }, now)).toEqual(['photos-ready']);
  });
});

describe('once', () => {
  it('leaves out what was sent before, event by event', () => {
    const sent = new Set([notificationKey({ event: 'photos-ready', email: 'ann@example.com', subjectId: 7 })]);
    expect(pendingNotifications(7, ['photos-ready', 'prepay-deadline'], ['ann@example.com', 'bob@example.com'], sent)).toEqual([
      { event: 'photos-ready', email: 'bob@example.com', subjectId: 7 },
      { event: 'prepay-deadline', email: 'ann@example.com', subjectId: 7 },
      { event: 'prepay-deadline', email: 'bob@example.com', subjectId: 7 },
    ]);
  });
});
