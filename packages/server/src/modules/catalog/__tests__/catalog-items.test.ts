import { STALE_RECORD_MESSAGE } from '@shutterday/domain';
import { CATALOG_ITEM_MESSAGES } from '@shutterday/domain/staff';
import { bearer, loginStudioAdmin } from '../../../test-support/auth';
import { systemAdminTestApp } from '../../../test-support/studio-admin';

const session = systemAdminTestApp();
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => session.call(method, `/api/admin${url}`, payload);

const teamPrint = {
  name: 'Team photo with roster',
  productCode: '8x10',
  positionCoords: '0 0 100 75',
  photos: [{ name: 'Team', positionCoords: null }],
  texts: [{ name: 'Team name', dataSource: 'team' }],
  tags: ['Team', 'sport', 'team'],
};

describe('the product catalogue (system admin)', () => {
  it('holds the demo items, searched by name, product code or tag', async () => {
    const all = (await call('GET', '/catalog-items')).json().data;
    expect(all.totalRecords).toBe(3);
    expect((await call('GET', '/catalog-items?search=wallet')).json().data.resultItems.map((item: { name: string }) => item.name)).toEqual(['Wallets with name']);
    expect((await call('GET', '/catalog-items?search=BFs')).json().data.resultItems).toHaveLength(1);
    expect((await call('GET', '/catalog-items?search=Named')).json().data.resultItems[0]).toMatchObject({ productCode: '5x7', positionCoords: '5 5 90 90', texts: [{ name: 'Name', dataSource: 'fullName' }], tags: ['name', 'portrait'] });
  });

  it('makes, edits and deletes an item; tags are kept lower case, once each, and counted on the Tags page', async () => {
    const made = await call('POST', '/catalog-items', teamPrint);
    expect(made.statusCode).toBe(201);
    const item = made.json().data;
    expect(item).toMatchObject({ name: 'Team photo with roster', tags: ['sport', 'team'], version: 1 });
    expect((await call('GET', '/catalog-tags')).json().data).toEqual([
      { tag: 'name', items: 2 }, { tag: 'portrait', items: 2 }, { tag: 'school', items: 1 }, { tag: 'sport', items: 1 }, { tag: 'team', items: 1 }, { tag: 'wallet', items: 1 },
    ]);
    const edited = await call('PUT', `/catalog-items/${item.id}`, { ...teamPrint, positionCoords: '0~0~80~100~100~80', tags: ['team'], version: 1 });
    expect(edited.json().data).toMatchObject({ positionCoords: '0~0~80~100~100~80', tags: ['team'], version: 2 });
    expect((await call('PUT', `/catalog-items/${item.id}`, { ...teamPrint, version: 1 })).json()).toEqual({ errors: [STALE_RECORD_MESSAGE] });
    // A studio picks package items from the same catalogue.
    const staff = bearer((await loginStudioAdmin(session.ctx.app)).token);
    const studio = await session.ctx.app.inject({ url: '/api/studioadmin/studios/1/catalog-items?search=team', headers: staff });
    expect(studio.statusCode).toBe(200);
    expect(studio.json().data.resultItems.map((found: { id: number }) => found.id)).toEqual([item.id]);
    expect((await call('DELETE', `/catalog-items/${item.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/catalog-items/${item.id}`)).statusCode).toBe(404);
  });

  it('refuses a place outside the print, an unknown product and a bad tag, in plain words', async () => {
    expect((await call('POST', '/catalog-items', { ...teamPrint, positionCoords: '30 0 80 50' })).json().errors).toEqual([
      'positionCoords: Write the place as four numbers in % of the print: from the left, from the top, width and height (e.g. 5 5 90 70), inside the print',
    ]);
    expect((await call('POST', '/catalog-items', { ...teamPrint, productCode: '11x14' })).json()).toEqual({ errors: [CATALOG_ITEM_MESSAGES.unknownProduct] });
    expect((await call('POST', '/catalog-items', { ...teamPrint, tags: ['#1'] })).json().errors).toEqual(['tags.0: Use letters, digits, spaces and "-" in a tag']);
  });
});
