import { ORGANIZATION_NAME_TAKEN_MESSAGE } from '@shutterday/domain';
import { studioAdminTestApp } from '../../../test-support/studio-admin';

const { call } = studioAdminTestApp();

const base = '/api/studioadmin/studios/1/organizations';
const address = { line1: '12 Maple Road', line2: null, city: 'Springfield', state: 'IL', postalCode: '62701', country: 'US' };
const noAddress = { line1: '', line2: null, city: '  ', state: null, postalCode: null, country: null };

describe('organization name check (spec §5)', () => {
  it('tells a free name from a taken one, ignoring case, and lets a record keep its own name', async () => {
    expect((await call('GET', `${base}/valid?name=Maple%20High`)).json().data).toEqual({ valid: true, message: null });
    expect((await call('GET', `${base}/valid?name=lincoln%20elementary`)).json().data).toEqual({ valid: false, message: ORGANIZATION_NAME_TAKEN_MESSAGE });
    expect((await call('GET', `${base}/valid?name=Lincoln%20Elementary&exceptId=1`)).json().data.valid).toBe(true);
    expect((await call('GET', `${base}/valid?name=`)).statusCode).toBe(400);
  });

  it('refuses to create a second organization with a taken name (409)', async () => {
    const response = await call('POST', base, { name: 'Riverside tigers', type: 'sport' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ errors: [ORGANIZATION_NAME_TAKEN_MESSAGE] });
  });
});

describe('organization contact (spec §3: saved only when an address field has a value)', () => {
  it('saves the contact given with an address on create', async () => {
    const created = (await call('POST', base, { name: 'Maple High', type: 'school', contact: { name: 'Pat Principal', email: 'pat@maple.test', phone: '555-123-4567', address } })).json().data;
    expect(created.contact).toMatchObject({ name: 'Pat Principal', email: 'pat@maple.test', address: { line1: '12 Maple Road', city: 'Springfield' } });
    expect((await call('GET', `${base}/${created.id}/contacts`)).json().data).toMatchObject({ name: 'Pat Principal' });
  });

  it('does not save a contact whose address is blank', async () => {
    const created = (await call('POST', base, { name: 'Cedar Club', type: 'sport', contact: { name: 'Only A Name', email: null, phone: null, address: noAddress } })).json().data;
    expect(created.contact).toBeNull();
    const put = await call('PUT', `${base}/${created.id}/contacts`, { name: 'Still no address', address: noAddress });
    expect(put.json().data).toBeNull();
  });

  it('creates, updates and removes the contact at {orgId}/contacts', async () => {
    const { id } = (await call('POST', base, { name: 'Elm Elementary', type: 'school' })).json().data;
    const url = `${base}/${id}/contacts`;
    expect((await call('GET', url)).json().data).toBeNull();
    expect((await call('PUT', url, { name: 'Eve', address })).json().data).toMatchObject({ name: 'Eve', address: { state: 'IL' } });
    expect((await call('PUT', url, { name: 'Eve Elm', address: { ...address, city: 'Peoria' } })).json().data).toMatchObject({ name: 'Eve Elm', address: { city: 'Peoria' } });
    expect((await call('DELETE', url)).statusCode).toBe(204);
    expect((await call('GET', url)).json().data).toBeNull();
  });

  it('refuses an invalid e-mail or phone in the contact', async () => {
    const { id } = (await call('POST', base, { name: 'Ash Athletics', type: 'sport' })).json().data;
    const response = await call('PUT', `${base}/${id}/contacts`, { email: 'not-an-email', phone: '12', address });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(['email: This value is not a valid email address', 'phone: This value is not a valid phone number']);
  });
});
