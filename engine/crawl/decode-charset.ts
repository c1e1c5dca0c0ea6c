/**
 * Turns page bytes into text the way a browser picks the encoding: byte order mark,
 * then the Content-Type charset, then a <meta> charset near the top, else UTF-8 when
 * the bytes are valid UTF-8 and windows-1252 (the web's legacy default) when not.
 */
export interface DecodedText {
  text: string;
  /** The WHATWG encoding name used, e.g. "utf-8", "windows-1252", "shift_jis". */
  charset: string;
  source: 'bom' | 'header' | 'meta' | 'default';
}

const BOMS: { bytes: number[]; charset: string }[] = [
  { bytes: [0xef, 0xbb, 0xbf], charset: 'utf-8' },
  { bytes: [0xff, 0xfe], charset: 'utf-16le' },
  { bytes: [0xfe, 0xff], charset: 'utf-16be' },
];

/** The HTML standard's prescan looks at the first 1024 bytes; we allow for long <head>s. */
const META_SCAN_BYTES = 4096;

export function decodeText(bytes: Uint8Array, contentType: string): DecodedText {
  const bom = BOMS.find((candidate) => candidate.bytes.every((byte, index) => bytes[index] === byte));
  if (bom) return { text: decoderFor(bom.charset)!.decode(bytes.subarray(bom.bytes.length)), charset: bom.charset, source: 'bom' };

  const fromHeader = decoderFor(charsetParameter(contentType));
  if (fromHeader) return { text: fromHeader.decode(bytes), charset: fromHeader.encoding, source: 'header' };

  const fromMeta = decoderFor(metaCharset(bytes));
  if (fromMeta) {
    // A page cannot really be UTF-16 if its ASCII <meta> was readable; browsers read it as UTF-8.
    const decoder: Decoder = fromMeta.encoding.startsWith('utf-16') ? new TextDecoder('utf-8') : fromMeta;
    return { text: decoder.decode(bytes), charset: decoder.encoding, source: 'meta' };
  }

  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), charset: 'utf-8', source: 'default' };
  } catch {
    return { text: windows1252.decode(bytes), charset: 'windows-1252', source: 'default' };
  }
}

/** The part of TextDecoder we use; windows-1252 gets our own (see below). */
interface Decoder {
  encoding: string;
  decode(bytes: Uint8Array): string;
}

function decoderFor(label: string | undefined): Decoder | undefined {
  if (!label) return undefined;
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(label.trim().toLowerCase());
  } catch {
    return undefined; // an unknown label is as good as none
  }
  return decoder.encoding === 'windows-1252' ? windows1252 : decoder;
}

/**
 * Node 20's TextDecoder('windows-1252') (also what "iso-8859-1", "latin1" and
 * "us-ascii" mean on the web) decodes 0x80-0x9F as C1 controls, losing the euro
 * sign, dashes and curly quotes; the WHATWG table says what those bytes are.
 */
const WINDOWS_1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d, 0x17d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d,
  0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178,
];
const windows1252: Decoder = {
  encoding: 'windows-1252',
  decode: (bytes) =>
    Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
      .toString('latin1')
      .replace(/[\u0080-\u009f]/g, (char) => String.fromCharCode(WINDOWS_1252_HIGH[char.charCodeAt(0) - 0x80]!)),
};

export function charsetParameter(contentType: string): string | undefined {
  const match = /;\s*charset\s*=\s*("?)([^";\s]+)\1/i.exec(contentType);
  return match?.[2];
}

function metaCharset(bytes: Uint8Array): string | undefined {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, META_SCAN_BYTES)).toString('latin1');
  for (const tag of head.match(/<meta\b[^>]*>/gi) ?? []) {
    const direct = /\bcharset\s*=\s*["']?\s*([\w.:-]+)/i.exec(tag);
    if (direct) return direct[1];
  }
  return undefined;
}
