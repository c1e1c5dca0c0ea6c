import { describe, expect, it } from 'vitest';
import { CrawlError } from './crawl-error.ts';
import { preflight } from './crawl-site.ts';
import { addressVerdict, isConnectionAllowed, parseAllowedHosts, resolveAllowedAddresses, type HostLookup } from './network-guard.ts';

const failingLookup =
  (code: string): HostLookup =>
  async () => {
    throw Object.assign(new Error(code), { code });
  };

describe('addressVerdict', () => {
  it.each([['8.8.8.8'], ['93.184.216.34'], ['2606:4700:4700::1111'], ['::ffff:8.8.8.8'], ['64:ff9b::8.8.8.8'], ['2002:808:808::1']])(
    'allows the public address %s',
    (address) => {
      expect(addressVerdict(address, false)).toEqual({ allowed: true });
    },
  );

  it.each([
    ['127.0.0.1', 'a loopback address (this machine)'],
    ['10.1.2.3', 'a private network address'],
    ['100.64.0.1', 'a carrier-grade NAT address'],
    ['169.254.10.10', 'a link-local address'],
    ['0.0.0.0', 'the unspecified address'],
    ['fd12::1', 'a private IPv6 address'],
    ['::ffff:192.168.0.1', 'a private network address'],
    ['203.0.113.7', 'a reserved address'],
  ])('refuses %s as %s', (address, kind) => {
    expect(addressVerdict(address, false)).toEqual({ allowed: false, kind });
  });

  it('lets private addresses through when allowPrivateNetwork is true', () => {
    for (const address of ['127.0.0.1', '10.0.0.5', '::1', '::ffff:127.0.0.1', 'fd12::1']) {
      expect(addressVerdict(address, true)).toEqual({ allowed: true });
    }
  });

  it('refuses cloud metadata services even when allowPrivateNetwork is true', () => {
    for (const address of ['169.254.169.254', 'fd00:ec2::254', '::ffff:169.254.169.254', '100.100.100.200']) {
      expect(addressVerdict(address, true)).toEqual({ allowed: false, kind: 'a cloud metadata service' });
    }
  });

  it('refuses anything that is not an IP address', () => {
    expect(addressVerdict('0x7f.1', false).allowed).toBe(false);
  });
});

describe('resolveAllowedAddresses', () => {
  it('returns every address of a public name', async () => {
    const lookup: HostLookup = async () => ['93.184.216.34', '2606:2800:220:1::1'];
    await expect(resolveAllowedAddresses('example.com', 443, { allowPrivateNetwork: false, lookup })).resolves.toEqual(['93.184.216.34', '2606:2800:220:1::1']);
  });

  it('refuses a name when one of its answers is private, naming the name and the address', async () => {
    const lookup: HostLookup = async () => ['93.184.216.34', '10.0.0.5'];
    const error = await resolveAllowedAddresses('intranet.example', 80, { allowPrivateNetwork: false, lookup }).catch((caught) => caught);
    expect(error).toBeInstanceOf(CrawlError);
    expect(error).toMatchObject({ code: 'blocked', permanent: true });
    expect(error.message).toBe('intranet.example points to 10.0.0.5, a private network address; only public websites can be analyzed.');
  });

  it('refuses metadata host names before asking DNS, even when private networks are allowed', async () => {
    let asked = false;
    const lookup: HostLookup = async () => {
      asked = true;
      return ['8.8.8.8'];
    };
    await expect(resolveAllowedAddresses('Metadata.Google.Internal.', 80, { allowPrivateNetwork: true, lookup })).rejects.toMatchObject({ code: 'blocked' });
    expect(asked).toBe(false);
  });

  it('an exemption lets exactly one address and port through', async () => {
    const options = { allowPrivateNetwork: false, exemptions: [{ address: '127.0.0.1', port: 4000 }] };
    await expect(resolveAllowedAddresses('127.0.0.1', 4000, options)).resolves.toEqual(['127.0.0.1']);
    await expect(resolveAllowedAddresses('127.0.0.1', 4001, options)).rejects.toMatchObject({ code: 'blocked' });
    await expect(resolveAllowedAddresses('127.0.0.2', 4000, options)).rejects.toMatchObject({ code: 'blocked' });
  });

  it('ALLOW_PRIVATE_HOSTS lets exactly the named host and port through, never a metadata address', async () => {
    const allowedHosts = parseAllowedHosts(' LocalHost:4100 , 127.0.0.1:4101,');
    expect(allowedHosts).toEqual(['localhost:4100', '127.0.0.1:4101']);
    const lookup: HostLookup = async (name) => (name === 'localhost' ? ['127.0.0.1'] : ['169.254.169.254']);
    const options = { allowPrivateNetwork: false, allowedHosts: [...allowedHosts, 'trap.test:80'], lookup };
    await expect(resolveAllowedAddresses('localhost', 4100, options)).resolves.toEqual(['127.0.0.1']);
    await expect(resolveAllowedAddresses('127.0.0.1', 4101, options)).resolves.toEqual(['127.0.0.1']);
    await expect(resolveAllowedAddresses('localhost', 4101, options)).rejects.toMatchObject({ code: 'blocked' });
    await expect(resolveAllowedAddresses('127.0.0.1', 4100, options)).rejects.toMatchObject({ code: 'blocked' });
    await expect(resolveAllowedAddresses('trap.test', 80, options)).rejects.toMatchObject({ code: 'blocked' });
    expect(isConnectionAllowed('127.0.0.1', 4100, options, 'localhost')).toEqual({ allowed: true });
    expect(isConnectionAllowed('127.0.0.1', 4100, options)).toMatchObject({ allowed: false });
  });

  it('a name that does not exist is a permanent dns failure with a readable message', async () => {
    const error = await resolveAllowedAddresses('no-such-site.example', 443, { allowPrivateNetwork: false, lookup: failingLookup('ENOTFOUND') }).catch(
      (caught) => caught,
    );
    expect(error).toMatchObject({ code: 'dns', permanent: true });
    expect(error.message).toBe('The domain no-such-site.example could not be found. Make sure the domain is typed correctly.');
  });

  it('a resolver that is temporarily failing is a transient dns failure', async () => {
    await expect(resolveAllowedAddresses('example.com', 443, { allowPrivateNetwork: false, lookup: failingLookup('EAI_AGAIN') })).rejects.toMatchObject({
      code: 'dns',
      permanent: false,
    });
  });

  it('an empty answer counts as not found', async () => {
    await expect(resolveAllowedAddresses('empty.example', 443, { allowPrivateNetwork: false, lookup: async () => [] })).rejects.toMatchObject({
      code: 'dns',
      permanent: true,
    });
  });

  it('resolves localhost with the system resolver and allows it when private networks are allowed', async () => {
    const addresses = await resolveAllowedAddresses('localhost', 80, { allowPrivateNetwork: true });
    expect(addresses.some((address) => address === '127.0.0.1' || address === '::1')).toBe(true);
  });
});

describe('preflight', () => {
  it.each([
    ['not a url at all', 'invalid-url'],
    ['ftp://example.com/', 'invalid-url'],
    ['javascript:alert(1)', 'invalid-url'],
    ['http://user:secret@example.com/', 'invalid-url'],
  ])('refuses %s as %s', async (address, code) => {
    await expect(preflight(address, { allowPrivateNetwork: false, lookup: async () => ['93.184.216.34'] })).rejects.toMatchObject({ code, permanent: true });
  });

  it('passes a public name without sending anything', async () => {
    const asked: string[] = [];
    const lookup: HostLookup = async (host) => {
      asked.push(host);
      return ['93.184.216.34'];
    };
    await expect(preflight('https://www.example.com/?ref=1', { allowPrivateNetwork: false, lookup })).resolves.toBeUndefined();
    expect(asked).toEqual(['www.example.com']);
  });

  it('gives the visitor a message that names the scheme it refused', async () => {
    await expect(preflight('ftp://example.com/', { allowPrivateNetwork: false })).rejects.toThrow(
      'Only http and https addresses can be analyzed, not ftp: addresses.',
    );
  });
});
