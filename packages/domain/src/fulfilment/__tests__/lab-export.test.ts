import { groupBatch } from '../batch-groups';
import { labFiles, printFileName } from '../lab-export';
import { photoName } from '../photo-name';
import { BATCH_SHIP_TO_TEXT, shipToAddressee, shipToLine } from '../ship-to';

describe('print file names', () => {
  it('name the order, line and item, padded so they sort, with the product code made safe', () => {
    expect(printFileName({ orderNumber: '100001', line: 1, item: 2, productCode: '8x10', reprint: 0 })).toBe('100001-01-02-8x10.jpg');
    expect(printFileName({ orderNumber: '100001', line: 12, item: 1, productCode: 'BFs/../x y', reprint: 2 })).toBe('100001-12-01-BFs-x-y-reprint2.jpg');
    expect(printFileName({ orderNumber: '7', line: 1, item: 1, productCode: null, reprint: 0 })).toBe('7-01-01.jpg');
  });
});

describe('ship-to line', () => {
  it('is the address on one line, or the batch sentence', () => {
    expect(shipToLine({ line1: '1 Main St', line2: 'Apt 2', city: 'Springfield', state: 'IL', postalCode: '62701', country: 'US' })).toBe('1 Main St, Apt 2, Springfield, IL 62701');
    expect(shipToLine(null)).toBe(BATCH_SHIP_TO_TEXT);
    expect(BATCH_SHIP_TO_TEXT).toBe("Studio Shipping — with the school's batch");
  });
});

describe('ship-to addressee', () => {
  it('is the parent for an order shipped home, the school for a batch order', () => {
    expect(shipToAddressee({ batch: false, customerName: 'Pat Parent', organization: 'Lincoln Elementary' })).toBe('Pat Parent');
    expect(shipToAddressee({ batch: true, customerName: 'Pat Parent', organization: 'Lincoln Elementary' })).toBe('Lincoln Elementary');
  });
});

describe('files that go to the lab', () => {
  const file = (lineNo: number, itemNo: number, reprint: number, status: 'pending' | 'ready' | 'failed' = 'ready') => ({ lineNo, itemNo, reprint, status });
  const names = (files: Array<ReturnType<typeof file>>) => files.map((f) => `${f.lineNo}-${f.itemNo}-${f.reprint}`);

  it('are the ready first prints of an order not yet shipped', () => {
    expect(names(labFiles([file(1, 1, 0), file(1, 2, 0, 'pending'), file(2, 1, 0, 'failed')], 'in_production'))).toEqual(['1-1-0']);
  });

  it('send a reprint instead of the print it redoes, and nothing of the item while the reprint is being made', () => {
    const files = [file(1, 1, 0), file(1, 1, 1, 'failed'), file(1, 1, 2), file(1, 2, 0), file(1, 3, 0), file(1, 3, 1, 'pending')];
    expect(names(labFiles(files, 'paid'))).toEqual(['1-1-2', '1-2-0']);
  });

  it('are only the reprints once the order shipped or was delivered: its first prints are in the parent\'s hands', () => {
    const files = [file(1, 1, 0), file(1, 2, 0), file(1, 2, 1)];
    expect(names(labFiles(files, 'delivered'))).toEqual(['1-2-1']);
    expect(names(labFiles(files, 'shipped'))).toEqual(['1-2-1']);
    expect(names(labFiles([file(1, 1, 0)], 'delivered'))).toEqual([]);
  });
});

describe('batch groups', () => {
  it('groups by organization, then group (no group last), then child', () => {
    const rows = [
      { organization: 'Lincoln', group: null, child: 'Zoe A', orderNumber: '5' },
      { organization: 'Lincoln', group: 'Room 2', child: 'Bo B', orderNumber: '4' },
      { organization: 'Lincoln', group: 'Room 1', child: 'Cy C', orderNumber: '3' },
      { organization: 'Lincoln', group: 'Room 1', child: 'Al A', orderNumber: '2' },
      { organization: 'Adams', group: 'Room 9', child: 'Di D', orderNumber: '1' },
    ];
    expect(groupBatch(rows).map((g) => [g.organization, g.group, g.rows.map((r) => r.child)])).toEqual([
      ['Adams', 'Room 9', ['Di D']],
      ['Lincoln', 'Room 1', ['Al A', 'Cy C']],
      ['Lincoln', 'Room 2', ['Bo B']],
      ['Lincoln', null, ['Zoe A']],
    ]);
  });
});

describe('photo names', () => {
  it('say the pose and the file, never the id', () => {
    expect(photoName({ imageId: 191, label: 'Pose 2', fileName: 'IMG_0042.jpg' })).toBe('Pose 2 (IMG_0042.jpg)');
    expect(photoName({ imageId: 191, label: 'Group photo', fileName: null })).toBe('Group photo');
    expect(photoName({ imageId: 191, label: null, fileName: 'x.jpg' })).toBe('Photo (x.jpg)');
    expect(photoName({ imageId: null, label: null, fileName: null })).toBe('No photo');
  });
});
