import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { images, jobs } from '../../../db/schema';
import { createTestApp, type TestContext } from '../../../test-support/app';
import { LINCOLN, subjectWithToken } from '../../../test-support/ordering';

// Spec §4: yearbook pose selection is allowed only if it is enabled, not expired, and the subject has
// more than one image — counted from the subject's own rows of the images table, not its group's photos.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function allowed(subjectIndex: number): Promise<boolean> {
  const { subject, token } = await subjectWithToken(ctx.app, ctx.db, LINCOLN, subjectIndex);
  const gallery = await ctx.app.inject({ url: `/api/customer/jobs/${LINCOLN}/subjects/${subject.id}?token=${token}` });
  expect(gallery.statusCode).toBe(200);
  return gallery.json().data.yearbookPoseSelectionAllowed as boolean;
}

const ownImages = async (subjectIndex: number) => {
  const { subject } = await subjectWithToken(ctx.app, ctx.db, LINCOLN, subjectIndex);
  return ctx.db.select().from(images).where(eq(images.subjectId, subject.id)).orderBy(asc(images.id));
};

describe('yearbook pose selection reads the subject\'s real photo count', () => {
  it('is allowed with two photos, refused once one is removed, and allowed again when photos arrive', async () => {
    const photos = await ownImages(3);
    expect(photos).toHaveLength(2);
    expect(await allowed(3)).toBe(true);

    await ctx.db.delete(images).where(eq(images.id, photos[1]!.id));
    expect(await allowed(3)).toBe(false);

    const { id: _id, createdAt: _createdAt, ...copy } = photos[0]!;
    await ctx.db.insert(images).values([{ ...copy, sortOrder: 5 }, { ...copy, sortOrder: 6 }]);
    expect(await allowed(3)).toBe(true);
  });

  it("does not count the group's photos: one own photo beside a class photo is not enough", async () => {
    const photos = await ownImages(4);
    const { subject } = await subjectWithToken(ctx.app, ctx.db, LINCOLN, 4);
    const groupPhotos = await ctx.db.select().from(images).where(and(isNotNull(images.groupId), eq(images.groupId, subject.groupId!)));
    expect(groupPhotos.length).toBeGreaterThan(0);
    await ctx.db.delete(images).where(eq(images.id, photos[1]!.id));
    expect(await allowed(4)).toBe(false);
  });

  it('is refused when the job has it switched off or its selection has ended, whatever the photos', async () => {
    expect(await allowed(5)).toBe(true);
    await ctx.db.update(jobs).set({ yearBookPoseSelectionEndsAt: new Date(Date.now() - 60_000) }).where(eq(jobs.id, LINCOLN));
    expect(await allowed(5)).toBe(false);
    await ctx.db.update(jobs).set({ yearBookPoseSelectionEndsAt: null, enableYearBookPoseSelection: false }).where(eq(jobs.id, LINCOLN));
    expect(await allowed(5)).toBe(false);
    await ctx.db.update(jobs).set({ enableYearBookPoseSelection: true }).where(eq(jobs.id, LINCOLN));
    expect(await allowed(5)).toBe(true);
  });
});
