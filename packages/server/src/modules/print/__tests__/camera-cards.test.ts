import { CAMERA_CARDS_PER_PAGE, formatAccessCode, cameraCardCode, groupCardCode, readCameraCardCode } from '@shutterday/domain/staff';
import { subjectGroups, subjects } from '../../../db/schema';
import { studioAdminTestApp } from '../../../test-support/studio-admin';
import { cardBox } from '../services/card-sheet';
import { readPdf } from '../../../test-support/read-pdf';

const session = studioAdminTestApp();
const FIRST = ['Ava', 'Ben', 'Chloé', 'Dev', 'Eli', 'Fay', 'Gus', 'Hana', 'Ivo', 'Jun'];
let jobId = 0;
let roster: Array<{ id: number; firstName: string; lastName: string; accessCode: string | null; group: string | null }> = [];
let groupIds = new Map<string, number>();

beforeAll(async () => {
  const job = (await session.call('POST', '/api/studioadmin/studios/1/organizations/1/jobs', { name: 'Card Day 2027' })).json().data;
  jobId = job.id;
  const groups = await session.ctx.db.insert(subjectGroups).values(['Room 3', 'Room 12', 'Blue Team'].map((name) => ({ jobId, name }))).returning();
  // 30 subjects: ten per group but the last two of "Blue Team" in no group; one without an access code.
  const rows = Array.from({ length: 30 }, (_, i) => ({
    jobId, firstName: FIRST[i % 10]!, lastName: `Pupil${String.fromCharCode(65 + ((i * 7) % 26))}${i}`,
    accessCode: i === 4 ? null : i === 5 ? 'K7QM4XTR' : `CARD${String(i).padStart(3, '0')}`, groupId: i >= 28 ? null : groups[Math.floor(i / 10)]!.id,
  }));
  const created = await session.ctx.db.insert(subjects).values(rows).returning();
  const groupName = new Map(groups.map((g) => [g.id, g.name]));
  groupIds = new Map(groups.map((g) => [g.name, g.id]));
  roster = created.map((s) => ({ id: s.id, firstName: s.firstName, lastName: s.lastName, accessCode: s.accessCode, group: s.groupId ? groupName.get(s.groupId)! : null }));
});

const base = () => `/api/studioadmin/studios/1/jobs/${jobId}`;
/** The print order: by group (no group last), then last and first name. */
const printOrder = () =>
  [...roster].sort((a, b) => (a.group === null ? 1 : 0) - (b.group === null ? 1 : 0) || (a.group ?? '').toLowerCase().localeCompare((b.group ?? '').toLowerCase()) || a.lastName.toLowerCase().localeCompare(b.lastName.toLowerCase()) || a.id - b.id);
/** The cards in the order they print: each group's card, then its children; those in no group last. */
const cardOrder = () =>
  printOrder().flatMap((subject, i, all) =>
    subject.group !== null && all[i - 1]?.group !== subject.group ? [{ kind: 'group', jobId, groupId: groupIds.get(subject.group)! }, { kind: 'subject', jobId, subjectId: subject.id }] : [{ kind: 'subject', jobId, subjectId: subject.id }],
  );

describe('camera cards and roster print', () => {
  it('summarises what will print: subjects, groups, those in no group and those without an access code', async () => {
    const answer = await session.call('GET', `${base()}/print-summary`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toEqual({ jobId, jobName: 'Card Day 2027', subjectCount: 30, groupCount: 3, ungroupedCount: 2, withoutAccessCodeCount: 1 });
  });

  it('prints 33 cards, eight to a page, whose QR codes decode to each group and then its subjects in class order, each beside its name and access code', async () => {
    const answer = await session.call('GET', `${base()}/camera-cards.pdf`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="Card-Day-2027-camera-cards-\d{4}-\d\d-\d\d\.pdf"$/);
    const boxes = Array.from({ length: CAMERA_CARDS_PER_PAGE }, (_, i) => cardBox(i));
    const pages = await readPdf(answer.rawPayload, boxes);
    expect(pages).toHaveLength(5);
    const codes = pages.flatMap((page) => page.codes);
    // 30 subjects and 3 groups: the last page holds one card, and its seven empty places have no code.
    expect(codes.slice(33)).toEqual(Array(7).fill(null));
    const scanned = codes.slice(0, 33).map((code) => readCameraCardCode(code ?? ''));
    expect(scanned).toEqual(cardOrder());
    const byId = new Map(roster.map((s) => [s.id, s]));
    scanned.forEach((target, i) => {
      const text = pages[Math.floor(i / CAMERA_CARDS_PER_PAGE)]!.text;
      if (target?.kind === 'group') {
        // A group's card: "Group photo", its name and size, and under the QR code what it holds.
        const name = [...groupIds].find(([, id]) => id === target.groupId)![0];
        expect(text).toMatch(new RegExp(`Group photo\\n${name}\\n+${roster.filter((s) => s.group === name).length} children\\n`));
        expect(text).toMatch(new RegExp(`Group photo · ${name}\\s+${groupCardCode({ jobId, groupId: target.groupId })}\\b`));
        return;
      }
      const subject = byId.get(target!.subjectId)!;
      expect(text).toContain(`${subject.firstName}\n${subject.lastName}\n`);
      // Under the QR code: whose card it is and the code it holds, so a scan can be checked by eye.
      expect(text).toMatch(new RegExp(`${subject.firstName} ${subject.lastName}\\s+${cameraCardCode({ jobId, subjectId: subject.id })}\\b`));
      expect(text).toContain(subject.accessCode ? formatAccessCode(subject.accessCode) : 'Ask the studio');
      expect(text).toContain(subject.group ?? 'No group');
    });
    expect(pages.some((page) => /Subject \d/.test(page.text))).toBe(false);
    expect(pages[0]!.text).toContain('Demo Photo Co');
    expect(pages[0]!.text).toContain('Lincoln Elementary · Card Day 2027');
    // A generated code is printed in two groups; every card says where to type it (the studio's page).
    expect(pages.flatMap((page) => page.text.split('\n')).filter((line) => line === 'K7QM-4XTR')).toHaveLength(1);
    for (const page of pages) expect(page.text.replace(/\s+/g, ' ')).toContain('Parents: go to localhost:80/demo and type this code');
  });

  it('prints the roster with each group on its own page listing every subject of that group, and those in no group last', async () => {
    const answer = await session.call('GET', `${base()}/roster.pdf`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="Card-Day-2027-roster-\d{4}-\d\d-\d\d\.pdf"$/);
    const pages = await readPdf(answer.rawPayload);
    const headings = pages.map((page) => page.text.split('\n')[1]);
    expect(headings).toEqual(['Blue Team', 'Room 12', 'Room 3', 'No group']);
    for (const subject of roster) {
      const page = pages[headings.indexOf(subject.group ?? 'No group')]!;
      const lines = (p: { text: string }) => p.text.split('\n');
      expect(lines(page)).toEqual(expect.arrayContaining([subject.lastName, subject.firstName, subject.accessCode ? formatAccessCode(subject.accessCode) : '—']));
      expect(page.text).toContain('Parents type their access code at localhost:80/demo');
      expect(pages.filter((p) => lines(p).includes(subject.lastName))).toEqual([page]);
    }
    expect(pages.map((p) => p.text.match(/(\d+) subjects?/)?.[1])).toEqual(['8', '10', '10', '2']);
  });

  it('continues a long group on the next page under the same heading', async () => {
    const job = (await session.call('POST', '/api/studioadmin/studios/1/organizations/1/jobs', { name: 'Big Class Day' })).json().data;
    const [group] = await session.ctx.db.insert(subjectGroups).values({ jobId: job.id, name: 'Gym' }).returning();
    await session.ctx.db.insert(subjects).values(Array.from({ length: 70 }, (_, i) => ({ jobId: job.id, groupId: group!.id, firstName: 'Kid', lastName: `Number${String(i).padStart(2, '0')}`, accessCode: `BIG${i}` })));
    const pages = await readPdf((await session.call('GET', `/api/studioadmin/studios/1/jobs/${job.id}/roster.pdf`)).rawPayload);
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.slice(1).every((page) => page.text.includes('Gym (continued)'))).toBe(true);
    const listed = pages.flatMap((page) => [...page.text.matchAll(/Number(\d\d)/g)].map((m) => Number(m[1])));
    expect(listed).toEqual(Array.from({ length: 70 }, (_, i) => i));
  });

  it('answers 404 for a job the studio does not have', async () => {
    for (const path of ['print-summary', 'camera-cards.pdf', 'roster.pdf']) {
      const answer = await session.call('GET', `/api/studioadmin/studios/1/jobs/999999/${path}`);
      expect(answer.statusCode).toBe(404);
      expect(answer.json().errors).toEqual(['Job not found']);
    }
  });
});
