import { dueEvents, normaliseEmail, notificationWords, type NotifiedJob, pendingNotifications, recipientsOf, notificationKey } from '..';

const job: NotifiedJob = {
  published: true, archived: false, notifyParents: true,
  prepayAvailable: false, prepayClosesOn: null, enableYearBookPoseSelection: false, yearBookPoseSelectionEndsAt: null, timeZone: 'UTC',
  orderingClosesOn: null,
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

  it('reminds that online ordering closes in the last three days before the studio\'s midnight, only for a child with photos', () => {
    const closing = { ...job, orderingClosesOn: '2026-05-12' };
    expect(dueEvents(closing, { hasPhotos: true }, now)).toEqual(['photos-ready', 'gallery-closing']);
    expect(dueEvents(closing, { hasPhotos: false }, now)).toEqual([]);
    expect(dueEvents({ ...closing, orderingClosesOn: '2026-05-20' }, { hasPhotos: true }, now)).toEqual(['photos-ready']);
    expect(dueEvents({ ...closing, orderingClosesOn: '2026-05-09' }, { hasPhotos: true }, now)).toEqual(['photos-ready']);
    // Three days before midnight in Chicago (05:00 UTC in May), not before midnight in UTC.
    const chicago = { ...job, orderingClosesOn: '2026-05-13', timeZone: 'America/Chicago' };
    expect(dueEvents(chicago, { hasPhotos: true }, new Date('2026-05-11T04:59:59Z'))).toEqual(['photos-ready']);
    expect(dueEvents(chicago, { hasPhotos: true }, new Date('2026-05-11T05:00:00Z'))).toEqual(['photos-ready', 'gallery-closing']);
    expect(dueEvents(chicago, { hasPhotos: true }, new Date('2026-05-14T05:00:00Z'))).toEqual(['photos-ready']);
  });

  it('words the closing reminder plainly, with the day and the link to the child\'s photos', () => {
    const words = notificationWords('gallery-closing', { firstName: 'Ava', jobName: 'Maple Fall' }, 'https://x.test/maple/code/K7QM', '2026-05-12');
    expect(words.subject).toBe("Last days to order Ava's photos");
    expect(words.text).toBe("Online ordering of Ava's photos from Maple Fall closes at the end of 05/12/2026. After that day the photos can no longer be ordered online.\n\nSee and order them here: https://x.test/maple/code/K7QM");
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
