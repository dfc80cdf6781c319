import { customerClient, LINCOLN, PACKAGE_C, packageId, subjectWithToken } from '../../../test-support/ordering';
import { studioAdminTestApp } from '../../../test-support/studio-admin';

const session = studioAdminTestApp();
const { call } = session;

const settings = (tab: string) => `/api/studioadmin/studios/1/jobs/${LINCOLN}/settings/${tab}`;
const version = async () => (await call('GET', settings('general'))).json().data.recordVersion as number;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** What parents notice of the preorder and prefields tabs (the demo job Lincoln, prepay on). */
describe('job settings as the customer pages see them', () => {
  const addLine = async (orderMethod: string, dataFields: object[] = [], client = customerClient(session.ctx.app), found?: { subject: { id: number }; token: string }) => {
    const { app, db } = session.ctx;
    const { subject, token } = found ?? (await subjectWithToken(app, db));
    return client.post(`/api/customer/jobs/${LINCOLN}/cartpackages`, {
      packageId: await packageId(db, PACKAGE_C), subjectId: subject.id, subjectToken: token, orderMethod, dataFields: dataFields.map((f) => ({ subjectId: subject.id, ...f })),
    });
  };

  it('closes prepay outside its window (availability, customer job, cart) and opens it again inside', async () => {
    const preorder = { prepayAvailable: true, importedData: false };
    expect((await call('PUT', settings('preorder'), { ...preorder, opensOn: day(-30), closesOn: day(-1), recordVersion: await version() })).statusCode).toBe(200);
    const availability = (await call('GET', `/api/customer/jobs/${LINCOLN}/availability`)).json().data;
    expect(availability.prepay).toEqual({ available: false });
    expect(availability.methods.Prepay).toEqual({ ok: false, reason: 'prepay-unavailable' });
    expect((await call('GET', `/api/customer/jobs/${LINCOLN}`)).json().data.prepay).toEqual({ available: false });
    const refused = await addLine('Prepay');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ errors: ['Prepay ordering is not available for this job'] });

    await call('PUT', settings('preorder'), { ...preorder, opensOn: day(1), closesOn: null, recordVersion: await version() });
    expect((await call('GET', `/api/customer/jobs/${LINCOLN}/availability`)).json().data.methods.Prepay.ok).toBe(false);
    await call('PUT', settings('preorder'), { ...preorder, opensOn: day(0), closesOn: day(0), recordVersion: await version() });
    expect((await call('GET', `/api/customer/jobs/${LINCOLN}/availability`)).json().data.methods.Prepay).toEqual({ ok: true });
    expect((await addLine('Prepay')).statusCode).toBe(201);
  });

  it('closes online ordering after its last day: carts and checkout refused with the day, the availability says why', async () => {
    const gallery = { galleryAvailable: true, enableYearBookPoseSelection: false, poseSelectionEndsOn: null };
    const parent = customerClient(session.ctx.app);
    // Found before the closing: after it, even the search answers the closing words.
    const found = await subjectWithToken(session.ctx.app, session.ctx.db);
    expect((await addLine('Gallery', [], parent, found)).statusCode).toBe(201);
    const closesOn = day(-1);
    const shown = `${closesOn.slice(5, 7)}/${closesOn.slice(8, 10)}/${closesOn.slice(0, 4)}`;
    expect((await call('PUT', settings('gallery'), { ...gallery, orderingClosesOn: closesOn, recordVersion: await version() })).statusCode).toBe(200);

    const words = `Online ordering for this event closed on ${shown}.`;
    const refused = await addLine('Gallery', [], customerClient(session.ctx.app), found);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ errors: [words] });
    expect((await addLine('Prepay', [], customerClient(session.ctx.app), found)).json()).toEqual({ errors: [words] });
    expect((await session.ctx.app.inject({ url: `/api/customer/jobs/${LINCOLN}/subjects/search?code=NOPE` })).json()).toEqual({ errors: [words] });
    // A cart started before the closing cannot be checked out after it.
    const cart = await parent.get(`/api/customer/jobs/${LINCOLN}/checkout`);
    expect(cart.statusCode).toBe(409);
    expect(cart.json()).toEqual({ errors: [words] });
    const availability = (await call('GET', `/api/customer/jobs/${LINCOLN}/availability`)).json().data;
    expect(availability).toMatchObject({ orderingClosesOn: closesOn, timeZone: 'UTC', methods: { Prepay: { ok: false, reason: 'ordering-closed' }, Gallery: { ok: false, reason: 'ordering-closed' } } });

    // Today is still open: ordering closes at midnight after its last day.
    expect((await call('PUT', settings('gallery'), { ...gallery, orderingClosesOn: day(0), recordVersion: await version() })).statusCode).toBe(200);
    expect((await addLine('Gallery')).statusCode).toBe(201);
    await call('PUT', settings('gallery'), { ...gallery, orderingClosesOn: null, recordVersion: await version() });
  });

  it('shows the preorder fields to parents and refuses a prepay line without the required answers', async () => {
    const fields = [
      { name: 'teacher', label: 'Teacher', required: true, type: 'text' },
      { name: 'shirt', label: 'T-shirt size', required: false, type: 'choice', options: ['S', 'M', 'L'] },
    ];
    expect((await call('PUT', settings('prefields'), { fields, recordVersion: await version() })).statusCode).toBe(200);
    const preferences = (await call('GET', `/api/customer/studios/1/jobs/${LINCOLN}/job-preferences`)).json().data;
    expect(preferences.preorderFields.map((f: { label: string }) => f.label)).toEqual(['Teacher', 'T-shirt size']);

    const missing = await addLine('Prepay', [{ name: 'teacher', value: '  ' }]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ errors: ['Teacher: This field is required'] });
    const wrongChoice = await addLine('Prepay', [{ name: 'teacher', value: 'Ms. Rivera' }, { name: 'shirt', value: 'XXL' }]);
    expect(wrongChoice.json()).toEqual({ errors: ['T-shirt size: Choose one of the offered answers'] });

    const parent = customerClient(session.ctx.app);
    const added = await addLine('Prepay', [{ name: 'teacher', value: 'Ms. Rivera' }, { name: 'shirt', value: 'M' }], parent);
    expect(added.statusCode).toBe(201);
    // The cart keeps the answers with the line, so a line moved to a changed package can carry them over.
    expect(added.json().data.cart.lineAnswers[added.json().data.cartPackageId]).toEqual([{ name: 'teacher', value: 'Ms. Rivera' }, { name: 'shirt', value: 'M' }]);
    const line = `/api/customer/jobs/${LINCOLN}/cartpackages/${added.json().data.cartPackageId}`;
    const cleared = await parent.patch(line, { dataFields: [] });
    expect(cleared.json()).toEqual({ errors: ['Teacher: This field is required'] });
    expect((await parent.patch(line, { quantity: 2 })).statusCode).toBe(200);
    expect((await addLine('Gallery')).statusCode).toBe(201);
  });
});
