import { safeUrl } from './app';

describe('URLs written to the logs', () => {
  it('hides one-time keys, checkout ids and e-mail addresses in paths', () => {
    expect(safeUrl('/account/set/Zk9x1lQ/jo%40example.com')).toBe('/account/set/[redacted]');
    expect(safeUrl('/account/purchase/cs_test_123')).toBe('/account/purchase/[redacted]');
    expect(safeUrl('/api/stripe/checkout/price_1/jo@example.com')).toBe(
      '/api/stripe/checkout/price_1/[redacted]',
    );
  });

  it('hides secret query values and keeps the rest', () => {
    expect(safeUrl('/api/auth/updateSub?email=a%40b.co&amount_total=999&subscription_id=sub_1')).toBe(
      '/api/auth/updateSub?email=%5Bredacted%5D&amount_total=999&subscription_id=%5Bredacted%5D',
    );
    expect(safeUrl('/map?diagnosis=3')).toBe('/map?diagnosis=3');
  });
});
