import { describe, expect, it } from 'vitest';
import { referrerHost } from '../../src/vanity/referrer-host.ts';

describe('referrerHost', () => {
  it('keeps only the host of the linking page, lower-cased', () => {
    expect(referrerHost('https://www.LinkedIn.com/feed/update/urn:li:activity:123?utm=x', 'app.example')).toBe('www.linkedin.com');
    expect(referrerHost('http://news.example.org:8080/a', 'app.example')).toBe('news.example.org');
  });

  it('ignores our own host, whatever the letter case', () => {
    expect(referrerHost('https://App.Example/admin/vanity', 'app.example')).toBeUndefined();
  });

  it('ignores what is not an http(s) address', () => {
    for (const value of ['', 'not a url', 'javascript:alert(1)', 'file:///etc/passwd', 'android-app://com.slack/', 42, undefined, ['https://a.example/']]) {
      expect(referrerHost(value, 'app.example'), String(value)).toBeUndefined();
    }
    expect(referrerHost(`https://a.example/${'x'.repeat(3000)}`, 'app.example')).toBeUndefined();
  });
});
