import { crc32, deflateRawSync } from 'node:zlib';
import * as CFB from 'cfb';
import { pdf } from './applications-support';

// Attachments that are what their names say, and zips to build the ones that are not.

/** A Word 97-2003 file as far as its structure goes: a compound file with a WordDocument stream. */
export function doc(size = 1536) {
  const file = CFB.utils.cfb_new();
  CFB.utils.cfb_add(file, 'WordDocument', Buffer.alloc(size, 0x20));
  return Buffer.from(CFB.write(file, { type: 'buffer' }) as Uint8Array);
}

/** A zip of these entries (APPNOTE 4.3); `declaredSize` overrides the unpacked size it names. */
export function zip(entries: { name: string; content: Buffer; deflate?: boolean; declaredSize?: number }[]) {
  const local: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const data = entry.deflate ? deflateRawSync(entry.content) : entry.content;
    const size = entry.declaredSize ?? entry.content.length;
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(entry.deflate ? 8 : 0, 8);
    header.writeUInt32LE(crc32(entry.content), 14);
    header.writeUInt32LE(data.length, 18);
    header.writeUInt32LE(size, 22);
    header.writeUInt16LE(name.length, 26);
    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(20, 4);
    record.writeUInt16LE(20, 6);
    record.writeUInt16LE(entry.deflate ? 8 : 0, 10);
    record.writeUInt32LE(crc32(entry.content), 16);
    record.writeUInt32LE(data.length, 20);
    record.writeUInt32LE(size, 24);
    record.writeUInt16LE(name.length, 28);
    record.writeUInt32LE(offset, 42);
    local.push(header, name, data);
    central.push(record, name);
    offset += header.length + name.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...local, directory, end]);
}

const WORD_CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';

/** A minimal Word document (.docx): content types and the document part, which may claim another size. */
export const docx = (document = '<w:document/>', declaredSize?: number) =>
  zip([
    { name: '[Content_Types].xml', content: Buffer.from(WORD_CONTENT_TYPES), deflate: true },
    { name: 'word/document.xml', content: Buffer.from(document), deflate: true, declaredSize },
  ]);

/** The only files that are what their extension says; random bytes never are. */
export const GENUINE_FILES = [
  { extension: '.pdf', content: pdf() },
  { extension: '.doc', content: doc() },
  { extension: '.docx', content: docx() },
];
