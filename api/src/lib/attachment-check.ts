import * as CFB from 'cfb';
import { fileTypeFromBuffer } from 'file-type';
import yauzl from 'yauzl';
import { fileExtension } from '@alz/shared/validation/field-rules';

// A cv is checked on its structure, not on its first bytes (spec 1 §5 allows .pdf, .doc and
// .docx): each kind is read with a library for its format, within limits a cv never comes near.

/** What file-type must find for each allowed extension, and the type the file is stored with. */
const KINDS: Record<string, { detected: string; type: string }> = {
  '.pdf': { detected: 'pdf', type: 'application/pdf' },
  // Word 97-2003 is an OLE compound file.
  '.doc': { detected: 'cfb', type: 'application/msword' },
  '.docx': { detected: 'docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
};

/** A .docx is a zip; unpacked, a cv is a few MB at most. More is a zip bomb. */
export const MAX_DOCX_UNPACKED_BYTES = 20 * 1024 * 1024;
/** Past 1 MiB an entry may unpack to at most 100 times its packed size (Apache POI's rule). */
const MAX_RATIO = 100;
const RATIO_FROM_BYTES = 1024 * 1024;
const MAX_DOCX_ENTRIES = 1000;

// Readers look for the end-of-file marker in the last 1024 bytes (PDF 1.7 implementation note 18).
const PDF_TRAILER_WINDOW = 1024;
// Markup a browser would run if it ever read the file as a web page. A pdf has it only inside a
// stream (an embedded file, a font), never between its objects.
const MARKUP = /<\s*(!doctype|html|head|body|script|iframe|object|embed|svg|meta|img|a\s)/i;
const STREAM = /\bstream\r?\n[\s\S]*?\bendstream\b/g;

/**
 * A pdf: its header and end marker, no web page between its objects (a polyglot), and a document
 * that Mozilla's pdf.js opens (cross-reference, trailer, catalogue) with at least one page.
 * pdf.js is loaded at the first pdf, and reads only the structure: no page is drawn.
 */
async function isPdf(content: Buffer): Promise<boolean> {
  const text = content.toString('latin1');
  if (!/^%PDF-\d\.\d/.test(text)) return false;
  if (!content.subarray(-PDF_TRAILER_WINDOW).includes('%%EOF')) return false;
  if (MARKUP.test(text.replace(STREAM, ''))) return false;
  const { getDocument, VerbosityLevel } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // A copy: pdf.js takes over the buffer it is given, and the caller still stores this one.
  const task = getDocument({
    data: new Uint8Array(content),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: VerbosityLevel.ERRORS,
  });
  try {
    return (await task.promise).numPages >= 1;
  } catch {
    return false;
  } finally {
    await task.destroy();
  }
}

/** A Word 97-2003 document: a compound file (MS-CFB) that parses and holds a WordDocument stream. */
function isWordCompoundFile(content: Buffer): boolean {
  try {
    const file = CFB.read(content, { type: 'buffer' });
    const stream = CFB.find(file, 'WordDocument');
    return stream !== null && stream.type === 2 && (stream.size ?? 0) > 0;
  } catch {
    return false;
  }
}

/**
 * A Word document (.docx): a zip that yauzl reads to the end (each entry's real size checked
 * against the size it declares), unpacking to at most 20 MB and not by more than 100 times an
 * entry's packed size, with the parts a Word document has.
 */
function isWordZip(content: Buffer): Promise<boolean> {
  return new Promise((resolve) => {
    yauzl.fromBuffer(content, { lazyEntries: true, validateEntrySizes: true, strictFileNames: true }, (error, zip) => {
      if (error || !zip) return resolve(false);
      let unpacked = 0;
      let entries = 0;
      const names = new Set<string>();
      const done = (answer: boolean) => {
        zip.close();
        resolve(answer);
      };
      zip.on('error', () => done(false));
      zip.on('end', () => done(names.has('[Content_Types].xml') && names.has('word/document.xml')));
      zip.on('entry', (entry: yauzl.Entry) => {
        entries += 1;
        names.add(entry.fileName);
        const declaredTooMuch =
          unpacked + entry.uncompressedSize > MAX_DOCX_UNPACKED_BYTES ||
          (entry.uncompressedSize > RATIO_FROM_BYTES && entry.uncompressedSize > MAX_RATIO * entry.compressedSize);
        if (entries > MAX_DOCX_ENTRIES || declaredTooMuch) return done(false);
        if (entry.fileName.endsWith('/')) return zip.readEntry();
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return done(false);
          let read = 0;
          stream.on('data', (chunk: Buffer) => {
            read += chunk.length;
            unpacked += chunk.length;
            if (
              unpacked > MAX_DOCX_UNPACKED_BYTES ||
              (read > RATIO_FROM_BYTES && read > MAX_RATIO * entry.compressedSize)
            ) {
              stream.destroy();
              done(false);
            }
          });
          stream.on('error', () => done(false));
          stream.on('end', () => zip.readEntry());
        });
      });
      zip.readEntry();
    });
  });
}

/**
 * The type a cv is stored with when it is what its extension says, checked on its structure: a
 * pdf with its header and end marker and no web page between its objects (a polyglot), a .doc a
 * compound file with a Word stream, a .docx a Word zip of sensible unpacked size. Null for
 * anything else. The browser's claimed type is never used.
 */
export async function attachmentType(name: string, content: Buffer): Promise<string | null> {
  const kind = KINDS[fileExtension(name)];
  if (!kind) return null;
  // file-type throws on some malformed containers; for a cv that only means "not a cv".
  const detected = await fileTypeFromBuffer(content).catch(() => undefined);
  if (detected?.ext !== kind.detected) return null;
  const genuine =
    kind.detected === 'pdf'
      ? await isPdf(content)
      : kind.detected === 'cfb'
        ? isWordCompoundFile(content)
        : await isWordZip(content);
  return genuine ? kind.type : null;
}
