import { fileExtension } from './field-rules';

// The first bytes of each allowed kind: a renamed program or picture must not pass as a cv.
const SIGNATURES: Record<string, number[]> = {
  '.pdf': [0x25, 0x50, 0x44, 0x46], // %PDF
  '.doc': [0xd0, 0xcf, 0x11, 0xe0], // OLE compound file (Word 97-2003)
  '.docx': [0x50, 0x4b, 0x03, 0x04], // zip container (Office Open XML)
};

/** True when the content starts with the signature that belongs to the file name's extension. */
export function contentMatchesExtension(name: string, content: Uint8Array): boolean {
  const signature = SIGNATURES[fileExtension(name)];
  if (!signature || content.length < signature.length) return false;
  return signature.every((byte, index) => content[index] === byte);
}
