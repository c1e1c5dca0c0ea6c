import { describe, expect, it } from 'vitest';
import { charsetParameter, decodeText } from './decode-charset.ts';

const html = (head: string, body: string) => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
const latin1 = (text: string) => Buffer.from(text, 'latin1');

describe('decodeText', () => {
  it('uses the charset of the Content-Type header', () => {
    const decoded = decodeText(latin1(html('', 'Preise für Teams')), 'text/html; charset=ISO-8859-1');
    expect(decoded).toMatchObject({ charset: 'windows-1252', source: 'header' });
    expect(decoded.text).toContain('Preise für Teams');
  });

  it('decodes the windows-1252 bytes 0x80-0x9F (euro, dashes, curly quotes) that Latin-1 lacks', () => {
    const bytes = Buffer.concat([Buffer.from('9 '), Buffer.from([0x80, 0x20, 0x96, 0x20, 0x93]), Buffer.from('Starter'), Buffer.from([0x94])]);
    expect(decodeText(bytes, 'text/html; charset=windows-1252').text).toBe('9 € – “Starter”');
    expect(decodeText(bytes, 'text/html; charset=iso-8859-1').text).toBe('9 € – “Starter”');
  });

  it('reads <meta charset> when the header has none', () => {
    const decoded = decodeText(latin1(html('<meta charset="iso-8859-1">', 'Tarifs: café')), 'text/html');
    expect(decoded).toMatchObject({ source: 'meta', charset: 'windows-1252' });
    expect(decoded.text).toContain('Tarifs: café');
  });

  it('reads the charset of <meta http-equiv="Content-Type">', () => {
    const decoded = decodeText(latin1(html('<meta http-equiv="Content-Type" content="text/html; charset=windows-1252">', 'Precios: año')), '');
    expect(decoded.text).toContain('Precios: año');
  });

  it('decodes Shift_JIS', () => {
    const bytes = Buffer.concat([Buffer.from('<p>'), Buffer.from([0x97, 0xbf, 0x8b, 0xe0, 0x83, 0x76, 0x83, 0x89, 0x83, 0x93]), Buffer.from('</p>')]);
    expect(decodeText(bytes, 'text/html; charset=Shift_JIS').text).toBe('<p>料金プラン</p>');
  });

  it('lets a byte order mark outrank a wrong header', () => {
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('Grüße – €')]);
    expect(decodeText(bytes, 'text/html; charset=windows-1252')).toEqual({ text: 'Grüße – €', charset: 'utf-8', source: 'bom' });
  });

  it('treats a meta that claims UTF-16 as UTF-8, as browsers do', () => {
    const decoded = decodeText(Buffer.from(html('<meta charset="utf-16">', 'Grüße')), 'text/html');
    expect(decoded.charset).toBe('utf-8');
    expect(decoded.text).toContain('Grüße');
  });

  it('without any declaration reads valid UTF-8 as UTF-8 and anything else as windows-1252', () => {
    expect(decodeText(Buffer.from('Grüße €'), 'text/html')).toMatchObject({ text: 'Grüße €', charset: 'utf-8' });
    expect(decodeText(latin1('Grüße'), 'text/html')).toMatchObject({ text: 'Grüße', charset: 'windows-1252' });
  });

  it('ignores an unknown charset label and falls back', () => {
    expect(decodeText(Buffer.from('Grüße'), 'text/html; charset=klingon').text).toBe('Grüße');
  });
});

describe('charsetParameter', () => {
  it.each([
    ['text/html; charset=utf-8', 'utf-8'],
    ['text/html;charset="Shift_JIS"', 'Shift_JIS'],
    ['text/html; Charset = ISO-8859-1; foo=bar', 'ISO-8859-1'],
    ['text/html', undefined],
  ])('%s -> %s', (header, expected) => {
    expect(charsetParameter(header)).toBe(expected);
  });
});
