import { fileTypeFromBuffer } from 'file-type';
import { fileExtension } from '@alz/shared/validation/field-rules';

/** What file-type must find for each allowed extension (Word 97-2003 is an OLE compound file). */
const DETECTED_KIND: Record<string, string> = { '.pdf': 'pdf', '.doc': 'cfb', '.docx': 'docx' };

/** A .docx is a zip; unpacked, a cv is a few MB at most. More is a zip bomb. */
export const MAX_DOCX_UNPACKED_BYTES = 20 * 1024 * 1024;

// Readers look for the end-of-file marker in the last 1024 bytes (PDF 1.7 implementation note 18).
const PDF_TRAILER_WINDOW = 1024;

function hasPdfStructure(content: Buffer): boolean {
  if (!/^%PDF-\d\.\d/.test(content.subarray(0, 8).toString('latin1'))) return false;
  return content.subarray(-PDF_TRAILER_WINDOW).includes('%%EOF');
}

// MS-CFB §2.2: byte order mark 0xFFFE, then 512- or 4096-byte sectors (shift 9 or 12).
function hasCompoundFileHeader(content: Buffer): boolean {
  if (content.length < 512) return false;
  const sectorShift = content.readUInt16LE(30);
  return content.readUInt16LE(28) === 0xfffe && (sectorShift === 9 || sectorShift === 12);
}

const ZIP_END_RECORD = 0x06054b50;
const ZIP_DIRECTORY_ENTRY = 0x02014b50;
const ZIP64_MARKER = 0xffffffff;

/**
 * The unpacked size a zip declares in its central directory (APPNOTE 4.3.12, 4.3.16), without
 * unpacking anything; null when there is no well-formed directory. Zip64 is refused: a cv of
 * at most 2 MB never needs it.
 */
export function zipUnpackedSize(content: Buffer): number | null {
  // The end record (22 bytes) is last, followed only by a comment of at most 65535 bytes.
  let end = -1;
  for (let at = content.length - 22; at >= Math.max(0, content.length - 22 - 0xffff); at--) {
    if (content.readUInt32LE(at) === ZIP_END_RECORD && at + 22 + content.readUInt16LE(at + 20) === content.length) {
      end = at;
      break;
    }
  }
  if (end === -1) return null;
  const entries = content.readUInt16LE(end + 10);
  const directorySize = content.readUInt32LE(end + 12);
  const directoryStart = content.readUInt32LE(end + 16);
  if (directoryStart === ZIP64_MARKER || directoryStart + directorySize > end) return null;

  let total = 0;
  let at = directoryStart;
  for (let entry = 0; entry < entries; entry++) {
    if (at + 46 > directoryStart + directorySize || content.readUInt32LE(at) !== ZIP_DIRECTORY_ENTRY) return null;
    const unpacked = content.readUInt32LE(at + 24);
    if (unpacked === ZIP64_MARKER) return null;
    total += unpacked;
    at += 46 + content.readUInt16LE(at + 28) + content.readUInt16LE(at + 30) + content.readUInt16LE(at + 32);
  }
  return at === directoryStart + directorySize ? total : null;
}

/**
 * True when the file is what its extension says, checked on its structure rather than its
 * first bytes: a pdf has its header and end marker, a .doc is an OLE compound file, a .docx a
 * Word zip of sensible unpacked size. A file that only starts like a pdf and goes on as a web
 * page (a polyglot) is refused.
 */
export async function isGenuineAttachment(name: string, content: Buffer): Promise<boolean> {
  const extension = fileExtension(name);
  const expected = DETECTED_KIND[extension];
  if (!expected) return false;
  // file-type throws on some malformed containers; for a cv that only means "not a cv".
  const detected = await fileTypeFromBuffer(content).catch(() => undefined);
  if (detected?.ext !== expected) return false;
  if (extension === '.pdf') return hasPdfStructure(content);
  if (extension === '.doc') return hasCompoundFileHeader(content);
  const unpacked = zipUnpackedSize(content);
  return unpacked !== null && unpacked <= MAX_DOCX_UNPACKED_BYTES;
}
