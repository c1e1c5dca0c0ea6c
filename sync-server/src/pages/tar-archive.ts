import { gunzipSync, gzipSync } from 'node:zlib';

/**
 * A gzipped tar (POSIX ustar) of a few text files, written and read by our own code:
 * any archive tool opens it (`tar -xzf`), each page comes out as a file a browser can
 * open, and node:zlib is all it needs. Only what page sets use: regular files with
 * plain names of at most 100 bytes, in one folder.
 */
const BLOCK = 512;

export interface ArchiveFile {
  name: string;
  content: string;
}

/** The files under `folder/`, as .tar.gz bytes. */
export function tarGz(folder: string, files: readonly ArchiveFile[], mtime: Date): Buffer {
  const blocks: Buffer[] = [];
  for (const file of files) {
    const body = Buffer.from(file.content, 'utf8');
    blocks.push(header(`${folder}/${file.name}`, body.length, mtime), body, Buffer.alloc((BLOCK - (body.length % BLOCK)) % BLOCK));
  }
  blocks.push(Buffer.alloc(2 * BLOCK));
  return gzipSync(Buffer.concat(blocks));
}

/** The regular files of a .tar.gz, by their name without the folder; throws on what is not a tar.gz. */
export function readTarGz(archive: Uint8Array): Map<string, string> {
  const tar = gunzipSync(archive);
  const files = new Map<string, string>();
  for (let at = 0; at + BLOCK <= tar.length;) {
    const head = tar.subarray(at, at + BLOCK);
    if (head.every((byte) => byte === 0)) break;
    if (head.toString('latin1', 257, 262) !== 'ustar') throw new Error('not a ustar archive');
    const name = field(head, 0, 100);
    const prefix = field(head, 345, 155);
    const size = Number.parseInt(field(head, 124, 12).trim() || '0', 8);
    const type = head[156];
    if (!Number.isSafeInteger(size) || size < 0 || at + BLOCK + size > tar.length) throw new Error('a file runs past the end of the archive');
    // '0' and NUL are regular files; folders and anything else are passed over.
    if (type === 0x30 || type === 0) files.set(`${prefix ? `${prefix}/` : ''}${name}`.split('/').at(-1)!, tar.toString('utf8', at + BLOCK, at + BLOCK + size));
    at += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
  }
  return files;
}

function header(name: string, size: number, mtime: Date): Buffer {
  const head = Buffer.alloc(BLOCK);
  if (Buffer.byteLength(name) > 100) throw new Error(`archive name too long: ${name}`);
  head.write(name, 0, 100, 'utf8');
  head.write('0000644\0', 100, 'latin1');
  head.write('0000000\0', 108, 'latin1');
  head.write('0000000\0', 116, 'latin1');
  head.write(`${size.toString(8).padStart(11, '0')}\0`, 124, 'latin1');
  head.write(
    `${Math.floor(mtime.getTime() / 1000)
      .toString(8)
      .padStart(11, '0')}\0`,
    136,
    'latin1',
  );
  head.write('        ', 148, 'latin1');
  head.write('0', 156, 'latin1');
  head.write('ustar\0', 257, 'latin1');
  head.write('00', 263, 'latin1');
  let sum = 0;
  for (const byte of head) sum += byte;
  head.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'latin1');
  return head;
}

function field(head: Buffer, start: number, length: number): string {
  const raw = head.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw.toString('utf8', 0, end < 0 ? length : end);
}
