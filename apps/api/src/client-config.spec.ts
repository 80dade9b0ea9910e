import { clientConfig, loadConfig } from './config';

describe('browser configuration', () => {
  it('offers the development pages (/dev/form-kit) in development only', () => {
    expect(clientConfig(loadConfig({}, '/srv/app')).devPages).toBe(true);
    const prod = loadConfig(
      { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), STRIPE_SECRET_KEY: 'sk_live_x' },
      '/srv/app',
    );
    expect(clientConfig(prod).devPages).toBe(false);
  });
});
