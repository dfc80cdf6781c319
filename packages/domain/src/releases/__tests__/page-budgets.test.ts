import { CUSTOMER_JS_BUDGET, kb, pageOverBudget, REMOTE_PAGE_BUDGETS, STAFF_JS_BUDGET } from '../page-budgets';

test('a release over its page budget is refused naming the page, its size and the budget', () => {
  expect(pageOverBudget(REMOTE_PAGE_BUDGETS['customer']!, 466_637)).toBe(
    "The release is over the page budget: a studio’s landing page downloads 455.7 KB of JavaScript (gzip) before its own page's chunk; the budget is 195 KB.",
  );
  expect(pageOverBudget(REMOTE_PAGE_BUDGETS['orgEditor']!, 530_000)).toBe(
    "The release is over the page budget: a job’s overview downloads 517.6 KB of JavaScript (brotli) before its own page's chunk; the budget is 515 KB.",
  );
});

test('each remote is held to the budget npm run build holds its pages to', () => {
  expect(REMOTE_PAGE_BUDGETS['customer']).toMatchObject({ bytes: CUSTOMER_JS_BUDGET, compression: 'gzip' });
  for (const remote of ['studioAdmin', 'orgEditor', 'systemAdmin']) expect(REMOTE_PAGE_BUDGETS[remote]).toMatchObject({ bytes: STAFF_JS_BUDGET, compression: 'brotli' });
  expect([kb(199_680), kb(1536), kb(1000)]).toEqual(['195 KB', '1.5 KB', '1.0 KB']);
});
