import { checkFulfilmentMove, checkFulfilmentMoves, nextFulfilmentStatuses, SHIPMENT_REQUIRED_MESSAGE, type FulfilmentOrder } from '../status';

const order = (fulfilmentStatus: FulfilmentOrder['fulfilmentStatus'], orderStatus: FulfilmentOrder['orderStatus'] = 'paid', orderNumber = '100001'): FulfilmentOrder => ({ orderNumber, orderStatus, fulfilmentStatus });
const ups = { carrier: 'UPS', trackingNumber: '1Z999' };

describe('fulfilment moves', () => {
  it('goes forward one step at a time: paid → in production → shipped → delivered', () => {
    expect(checkFulfilmentMove(order('paid'), 'in_production', null)).toEqual({ ok: true, unchanged: false });
    expect(checkFulfilmentMove(order('in_production'), 'shipped', ups)).toEqual({ ok: true, unchanged: false });
    expect(checkFulfilmentMove(order('shipped'), 'delivered', null)).toEqual({ ok: true, unchanged: false });
    expect(nextFulfilmentStatuses('delivered')).toEqual([]);
  });

  it('refuses skipping a step and going back once shipped, naming the order', () => {
    expect(checkFulfilmentMove(order('paid'), 'shipped', ups)).toEqual({ ok: false, message: 'Order 100001 is paid: it cannot move to shipped' });
    expect(checkFulfilmentMove(order('shipped'), 'in_production', null)).toEqual({ ok: false, message: 'Order 100001 is shipped: it cannot move to in production' });
    expect(checkFulfilmentMove(order('in_production'), 'paid', null)).toEqual({ ok: true, unchanged: false });
  });

  it('ships only with a carrier and a tracking number', () => {
    expect(checkFulfilmentMove(order('in_production'), 'shipped', null)).toEqual({ ok: false, message: SHIPMENT_REQUIRED_MESSAGE });
    expect(checkFulfilmentMove(order('in_production'), 'shipped', { carrier: 'UPS', trackingNumber: '  ' })).toEqual({ ok: false, message: SHIPMENT_REQUIRED_MESSAGE });
  });

  it('never moves a refunded or cancelled order, and leaves an order already there unchanged', () => {
    expect(checkFulfilmentMove(order('paid', 'refunded'), 'in_production', null)).toEqual({ ok: false, message: 'Order 100001 is refunded: it is not fulfilled' });
    expect(checkFulfilmentMove(order('in_production'), 'in_production', null)).toEqual({ ok: true, unchanged: true });
  });

  it('moves a batch all or nothing, and only the orders that change', () => {
    const batch = [order('paid', 'paid', '1'), order('in_production', 'paid', '2')];
    expect(checkFulfilmentMoves(batch, 'in_production', null)).toEqual({ ok: true, changing: [batch[0]] });
    expect(checkFulfilmentMoves([...batch, order('delivered', 'paid', '3')], 'in_production', null)).toEqual({ ok: false, messages: ['Order 3 is delivered: it cannot move to in production'] });
    expect(checkFulfilmentMoves([order('in_production', 'paid', '1'), order('in_production', 'paid', '2')], 'shipped', null)).toEqual({ ok: false, messages: [SHIPMENT_REQUIRED_MESSAGE] });
  });
});
