import { deliveryStatusLabel, trackingUrl } from '../delivery';

describe("the parent's view of a delivery", () => {
  it('names the status as the studio does', () => {
    expect(deliveryStatusLabel({ status: 'shipped', carrier: 'UPS', trackingNumber: '1Z1' })).toBe('Shipped');
    expect(deliveryStatusLabel({ status: 'delivered', carrier: 'UPS', trackingNumber: '1Z1' })).toBe('Delivered');
  });

  it("links a known carrier's tracking page, whatever the case of its name, and nothing else", () => {
    expect(trackingUrl('UPS', '1Z999AA10123456784')).toBe('https://www.ups.com/track?tracknum=1Z999AA10123456784');
    expect(trackingUrl(' usps ', '9400 1000')).toBe('https://tools.usps.com/go/TrackConfirmAction?tLabels=9400%201000');
    expect(trackingUrl('FedEx', '1234')).toBe('https://www.fedex.com/fedextrack/?trknbr=1234');
    expect(trackingUrl('Bob the courier', '1234')).toBeNull();
    expect(trackingUrl('UPS', '  ')).toBeNull();
    expect(trackingUrl(null, null)).toBeNull();
  });
});
