/**
 * The server-side request forgery corpus: spellings of loopback, private, reserved and
 * metadata addresses, names that resolve to them, and redirect targets into them. The
 * crawler's guard test (guard-no-connection.test.ts) and the HTTP API's hostile-input
 * test (sync-server/test/hostile) both run it against a connection-counting canary.
 * `:P` stands for the canary's port.
 */

export const PUBLIC_ADDRESS = '93.184.216.34';

/** Names for the table; anything else (localhost) goes to the system resolver. */
export function namesResolvingTo(): Record<string, string[]> {
  return {
    'first-hop.example': ['127.0.0.1'],
    'private-name.example': ['10.0.0.5'],
    'loopback-name.example': ['127.0.0.1'],
    'mixed-answers.example': [PUBLIC_ADDRESS, '127.0.0.1'],
    'mapped-name.example': ['::ffff:127.0.0.1'],
    'v6-loopback-name.example': ['::1'],
    'metadata-name.example': ['169.254.169.254'],
    'ula-name.example': ['fd12:3456:789a::1'],
  };
}

/** Addresses the crawler is asked to visit directly; `:P` is the canary's port. */
export const DIRECT_CASES: [string, string][] = [
  ['loopback', 'http://127.0.0.1:P/'],
  ['short loopback 127.1', 'http://127.1:P/'],
  ['decimal loopback 2130706433', 'http://2130706433:P/'],
  ['hex short 0x7f.1', 'http://0x7f.1:P/'],
  ['hex 0x7f000001', 'http://0x7f000001:P/'],
  ['octal 0177.0.0.1', 'http://0177.0.0.1:P/'],
  ['octal 017700000001', 'http://017700000001:P/'],
  ['trailing dot 127.0.0.1.', 'http://127.0.0.1.:P/'],
  ['other loopback 127.255.255.254', 'http://127.255.255.254:P/'],
  ['unspecified 0.0.0.0 (reaches loopback on Linux)', 'http://0.0.0.0:P/'],
  ['unspecified short 0', 'http://0:P/'],
  ['IPv6 loopback [::1]', 'http://[::1]:P/'],
  ['IPv6 unspecified [::]', 'http://[::]:P/'],
  ['IPv4-mapped [::ffff:127.0.0.1]', 'http://[::ffff:127.0.0.1]:P/'],
  ['IPv4-mapped hex [::ffff:7f00:1]', 'http://[::ffff:7f00:1]:P/'],
  ['IPv4-mapped long form', 'http://[0:0:0:0:0:ffff:127.0.0.1]:P/'],
  ['IPv4-compatible [::127.0.0.1]', 'http://[::127.0.0.1]:P/'],
  ['IPv4-translated [::ffff:0:127.0.0.1]', 'http://[::ffff:0:127.0.0.1]:P/'],
  ['NAT64 of loopback [64:ff9b::127.0.0.1]', 'http://[64:ff9b::127.0.0.1]:P/'],
  ['6to4 of loopback [2002:7f00:1::]', 'http://[2002:7f00:1::]:P/'],
  ['localhost (system resolver)', 'http://localhost:P/'],
  ['private 10/8', 'http://10.0.0.5/'],
  ['private 172.16/12', 'http://172.16.0.1/'],
  ['private 192.168/16', 'http://192.168.1.1/'],
  ['CGNAT 100.64/10', 'http://100.64.0.1/'],
  ['link-local 169.254/16', 'http://169.254.1.1/'],
  ['AWS/GCP/Azure metadata', 'http://169.254.169.254/latest/meta-data/'],
  ['metadata in decimal', 'http://2852039166/latest/meta-data/'],
  ['ECS task metadata', 'http://169.254.170.2/v2/metadata'],
  ['Alibaba metadata', 'http://100.100.100.200/latest/meta-data/'],
  ['AWS IPv6 metadata [fd00:ec2::254]', 'http://[fd00:ec2::254]/latest/meta-data/'],
  ['GCP metadata name', 'http://metadata.google.internal/computeMetadata/v1/'],
  ['multicast 224/4', 'http://224.0.0.1/'],
  ['broadcast', 'http://255.255.255.255/'],
  ['reserved 240/4', 'http://240.0.0.1/'],
  ['benchmarking 198.18/15', 'http://198.18.0.1/'],
  ['IETF protocol assignments 192.0.0/24', 'http://192.0.0.8/'],
  ['IPv6 link-local [fe80::1]', 'http://[fe80::1]/'],
  ['IPv6 unique local [fc00::1]', 'http://[fc00::1]/'],
  ['IPv6 site-local [fec0::1]', 'http://[fec0::1]/'],
  ['IPv6 multicast [ff02::1]', 'http://[ff02::1]/'],
  ['IPv4-mapped private [::ffff:10.0.0.5]', 'http://[::ffff:10.0.0.5]/'],
  ['IPv4-mapped metadata [::ffff:a9fe:a9fe]', 'http://[::ffff:a9fe:a9fe]/'],
  ['NAT64 of metadata [64:ff9b::a9fe:a9fe]', 'http://[64:ff9b::a9fe:a9fe]/'],
  ['local-use NAT64 [64:ff9b:1::a00:5]', 'http://[64:ff9b:1::a00:5]/'],
  ['name resolving to 10.0.0.5', 'http://private-name.example/'],
  ['name resolving to 127.0.0.1', 'http://loopback-name.example:P/'],
  ['name with a public and a loopback answer', 'http://mixed-answers.example:P/'],
  ['name resolving to ::ffff:127.0.0.1', 'http://mapped-name.example:P/'],
  ['name resolving to ::1', 'http://v6-loopback-name.example:P/'],
  ['name resolving to the metadata address', 'http://metadata-name.example/'],
  ['name resolving to an IPv6 unique local address', 'http://ula-name.example/'],
  // URL-parser spellings: each reaches 127.0.0.1 once the WHATWG parser has read it.
  ['dotted octal with zeros 127.000.000.001', 'http://127.000.000.001:P/'],
  ['dotted hex 0x7F.0x00.0x00.0x01', 'http://0x7F.0x00.0x00.0x01:P/'],
  ['percent-encoded host %31%32%37.0.0.1', 'http://%31%32%37.0.0.1:P/'],
  ['enclosed digits ①②⑦.⓪.⓪.①', 'http://①②⑦.⓪.⓪.①:P/'],
  ['fullwidth digits and dots', 'http://１２７．０．０．１:P/'],
  ['a tab inside the host', 'http://127.0.0\t.1:P/'],
  ['upper-case scheme', 'HTTP://127.0.0.1:P/'],
  ['hex with a trailing dot 0x7f000001.', 'http://0x7f000001.:P/'],
  ['a public-looking name in the fragment', 'http://127.0.0.1:P#@public.example/'],
  ['a public-looking name after a backslash', 'http://127.0.0.1:P\\@public.example/'],
  ['enclosed letters ⓛⓞⓒⓐⓛⓗⓞⓢⓣ', 'http://ⓛⓞⓒⓐⓛⓗⓞⓢⓣ:P/'],
  ['percent-encoded name loc%61lhost', 'http://loc%61lhost:P/'],
  ['long-form IPv6 loopback', 'http://[0:0:0:0:0:0:0:1]:P/'],
  ['another 127/8 address', 'http://127.1.2.3:P/'],
];

/** Redirect targets the first hop sends the crawler to. */
export const REDIRECT_CASES: [string, string][] = [
  ['to 127.0.0.1', 'http://127.0.0.1:P/'],
  ['to decimal 2130706433', 'http://2130706433:P/'],
  ['to hex 0x7f.1', 'http://0x7f.1:P/'],
  ['to [::1]', 'http://[::1]:P/'],
  ['to [::ffff:127.0.0.1]', 'http://[::ffff:127.0.0.1]:P/'],
  ['to 0.0.0.0', 'http://0.0.0.0:P/'],
  ['to localhost', 'http://localhost:P/'],
  ['to a name resolving to 127.0.0.1', 'http://loopback-name.example:P/'],
  ['to the metadata service', 'http://169.254.169.254/latest/meta-data/'],
  ['to 10.0.0.5 over https', 'https://10.0.0.5/'],
  ['to octal 0177.0.0.1', 'http://0177.0.0.1:P/'],
  ['to a percent-encoded loopback', 'http://%31%32%37.0.0.1:P/'],
  ['to dotted hex 0x7F.0x00.0x00.0x01', 'http://0x7F.0x00.0x00.0x01:P/'],
  ['to a name with a loopback and a public answer', 'http://mixed-answers.example:P/'],
  ['to the IPv6 unique local name', 'http://ula-name.example/'],
];

/** A corpus address with the canary's port in place of `:P`. */
export function withPort(address: string, port: number): string {
  return address.replace(/:P(?=[/#\\])/, `:${port}`);
}
