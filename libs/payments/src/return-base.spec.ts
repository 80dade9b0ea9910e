/** Where a checkout returns to (issue 41): the visitor's host within the allow-list, never another site. */
import type { DataSource } from 'typeorm';
import { PaymentsService } from './payments.service';

const service = (publicUrl: string, returnHosts: string[] = []) =>
  new PaymentsService(
    {} as DataSource,
    { onAddressProven: () => undefined } as never,
    {} as never,
    {
      publicUrl,
      returnHosts,
    } as never,
  );

describe('PaymentsService.returnBase', () => {
  it('on a laptop, returns to the loopback name the visitor used, on the same port', () => {
    const s = service('http://localhost:3000');
    expect(s.returnBase('127.0.0.1:3000')).toBe('http://127.0.0.1:3000');
    expect(s.returnBase('localhost:3000')).toBe('http://localhost:3000');
    expect(s.returnBase('[::1]:3000')).toBe('http://[::1]:3000');
  });

  it('never returns to another port, another host or a host not listed', () => {
    const s = service('http://localhost:3000');
    expect(s.returnBase('127.0.0.1:4000')).toBe('http://localhost:3000');
    expect(s.returnBase('evil.example')).toBe('http://localhost:3000');
    expect(s.returnBase(null)).toBe('http://localhost:3000');
    const site = service('https://fairprice.example', ['www.fairprice.example']);
    expect(site.returnBase('www.fairprice.example')).toBe('https://www.fairprice.example');
    expect(site.returnBase('localhost')).toBe('https://fairprice.example');
    expect(site.returnBase('127.0.0.1')).toBe('https://fairprice.example');
  });
});
