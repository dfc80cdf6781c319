import { chargeTotal, keptFee, planAmountRefund, planLineRefund, REFUND_RULE_MESSAGES, shareInProportion, sumRefunds, type OrderCharge, type RefundableLine, type RefundShares } from '../refund-split';

// The order: $42.29 of products, $2.64 tax, $8.95 shipping; a 10 % fee on the products.
const CHARGE: OrderCharge = { product: 4229, tax: 264, shipping: 895, fee: 423 };
const NONE = sumRefunds([]);
const LINES: RefundableLine[] = [
  { id: 1, amount: 2500, refunded: false },
  { id: 2, amount: 1200, refunded: false },
  { id: 3, amount: 529, refunded: false },
];
const plan = (result: ReturnType<typeof planAmountRefund>): RefundShares => {
  if (!result.ok) throw new Error(result.message);
  return result.shares;
};
const partsAdd = (s: RefundShares) => s.product + s.tax + s.shipping === s.amount;

describe('sharing cents in proportion', () => {
  it('adds up to the amount exactly, the spare cents going to the largest remainders', () => {
    expect(shareInProportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(shareInProportion(1, [4229, 264, 895])).toEqual([1, 0, 0]);
    expect(shareInProportion(1000, [4229, 264, 895]).reduce((a, b) => a + b)).toBe(1000);
    expect(shareInProportion(5, [0, 0])).toEqual([0, 0]);
  });
});

describe('a refund of an amount', () => {
  it('splits among product, tax and shipping in proportion, in whole cents that add up', () => {
    const shares = plan(planAmountRefund(CHARGE, NONE, 1000));
    expect(shares).toEqual({ amount: 1000, product: 785, tax: 49, shipping: 166, fee: 79 });
    expect(partsAdd(shares)).toBe(true);
  });

  it('refuses more than what is left, naming what is left, and less than a cent', () => {
    const first = plan(planAmountRefund(CHARGE, NONE, 5000));
    const after = sumRefunds([first]);
    expect(planAmountRefund(CHARGE, after, 389)).toEqual({ ok: false, message: REFUND_RULE_MESSAGES.moreThanLeft(388) });
    expect(REFUND_RULE_MESSAGES.moreThanLeft(388)).toBe('The refund cannot be more than what is left to refund on this order ($3.88).');
    expect(planAmountRefund(CHARGE, after, 0)).toEqual({ ok: false, message: REFUND_RULE_MESSAGES.atLeastOneCent });
    expect(planAmountRefund(CHARGE, after, 1.5)).toEqual({ ok: false, message: REFUND_RULE_MESSAGES.atLeastOneCent });
  });

  it('gives back every part and the whole fee once the refunds reach the charge', () => {
    const refunds = [plan(planAmountRefund(CHARGE, NONE, 333))];
    refunds.push(plan(planAmountRefund(CHARGE, sumRefunds(refunds), 1777)));
    refunds.push(plan(planAmountRefund(CHARGE, sumRefunds(refunds), chargeTotal(CHARGE) - 333 - 1777)));
    expect(sumRefunds(refunds)).toEqual({ amount: chargeTotal(CHARGE), ...CHARGE });
    expect(refunds.every(partsAdd)).toBe(true);
    expect(planAmountRefund(CHARGE, sumRefunds(refunds), 1)).toEqual({ ok: false, message: REFUND_RULE_MESSAGES.nothingLeft });
  });
});

describe('a refund of lines', () => {
  it("gives back a line's share of the products and of the tax, no shipping", () => {
    const shares = plan(planLineRefund(CHARGE, NONE, LINES, [1]));
    // 2500 of 4229 of line cost: 4229 × 2500/4229 products, 264 × 2500/4229 = 156.06 tax.
    // The platform keeps its rate of the products kept: 423 × 1729/4229 = 172.9, so 423 − 173 goes back.
    expect(shares).toEqual({ amount: 2500 + 156, product: 2500, tax: 156, shipping: 0, fee: 250 });
  });

  it('leaves the platform exactly its rate of what the studio kept, not of the tax and shipping it gives back', () => {
    // 5 % of $100.00 of products; $8.00 tax, $8.95 shipping. A $40.00 line refunded gives back $43.20.
    const charge: OrderCharge = { product: 10_000, tax: 800, shipping: 895, fee: 500 };
    const lines = [{ id: 1, amount: 4000, refunded: false }, { id: 2, amount: 6000, refunded: false }];
    const shares = plan(planLineRefund(charge, NONE, lines, [1]));
    expect(shares).toEqual({ amount: 4320, product: 4000, tax: 320, shipping: 0, fee: 200 });
    expect(charge.fee - shares.fee).toBe(300); // 5 % of the $60.00 kept, where a reversal in proportion to the money kept 316 (5.27 %)
    expect(keptFee(charge, 6000)).toBe(300);
  });

  it('makes the whole charge, to the cent, once every line is refunded, whatever the order', () => {
    for (const order of [[1, 2, 3], [3, 1, 2], [2, 3, 1]]) {
      const lines = LINES.map((line) => ({ ...line }));
      const refunds: RefundShares[] = [];
      for (const id of order) {
        refunds.push(plan(planLineRefund(CHARGE, sumRefunds(refunds), lines, [id])));
        lines.find((line) => line.id === id)!.refunded = true;
      }
      expect(sumRefunds(refunds)).toEqual({ amount: 5388, ...CHARGE });
    }
    expect(plan(planLineRefund(CHARGE, NONE, LINES, [1, 2, 3]))).toEqual({ amount: 5388, ...CHARGE });
  });

  it('refuses a line already refunded, a line of another order and no line at all', () => {
    const lines = LINES.map((line) => ({ ...line, refunded: line.id === 2 }));
    expect(planLineRefund(CHARGE, NONE, lines, [2])).toEqual({ ok: false, message: REFUND_RULE_MESSAGES.lineRefunded });
    expect(planLineRefund(CHARGE, NONE, lines, [9])).toEqual({ ok: false, message: REFUND_RULE_MESSAGES.unknownLine });
    expect(planLineRefund(CHARGE, NONE, lines, [])).toEqual({ ok: false, message: REFUND_RULE_MESSAGES.noLine });
  });

  it('after refunds by amount, a line gives back at most what is left', () => {
    const taken = plan(planAmountRefund(CHARGE, NONE, 5000));
    const shares = plan(planLineRefund(CHARGE, sumRefunds([taken]), LINES, [1]));
    expect(shares.amount).toBeLessThanOrEqual(388);
    expect(partsAdd(shares)).toBe(true);
  });
});
