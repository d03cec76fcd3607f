/** The toolbar's tools, in toolbar order. */
export type EditorTool =
  | 'bold'
  | 'italic'
  | 'underline'
  | 'defaultColour'
  | 'blueColour'
  | 'bullet'
  | 'number'
  | 'h2'
  | 'h3'
  | 'quote'
  | 'image'
  | 'link'
  | 'unlink';

export type EditorMode = 'admin' | 'blog';

// Spec 2 §5: blog mode has bold, lists and links only, removing a link included (§8 label);
// admin mode has the whole set (§6), the colour palette of §9 included.
export const TOOLS: Record<EditorMode, EditorTool[]> = {
  blog: ['bold', 'bullet', 'number', 'link', 'unlink'],
  admin: [
    'bold',
    'italic',
    'underline',
    'defaultColour',
    'blueColour',
    'h2',
    'h3',
    'quote',
    'bullet',
    'number',
    'image',
    'link',
    'unlink',
  ],
};

/** i18next keys in the Picker namespace (spec 2 §8 toolbar labels). */
export const TOOL_LABELS: Record<EditorTool, string> = {
  bold: 'Editor.Bold',
  italic: 'Editor.Italic',
  underline: 'Editor.Underline',
  defaultColour: 'Editor.DefaultColour',
  blueColour: 'Editor.BlueColour',
  bullet: 'Editor.BulletList',
  number: 'Editor.NumberedList',
  h2: 'Editor.Heading2',
  h3: 'Editor.Heading3',
  quote: 'Editor.Quote',
  image: 'Editor.Image',
  link: 'Editor.AddLink',
  unlink: 'Editor.RemoveLink',
};

/** Tools that switch something on and off, so their button carries `aria-pressed`. */
export const TOGGLES = new Set<EditorTool>([
  'bold',
  'italic',
  'underline',
  'defaultColour',
  'blueColour',
  'bullet',
  'number',
  'h2',
  'h3',
  'quote',
]);

/**
 * A tool with nothing to act on at the selection: removing a link needs a link there. Such a
 * button stays in the toolbar's arrow-key order but says it is unavailable (APG toolbar).
 */
export const isUnavailable = (tool: EditorTool, active: ReadonlySet<EditorTool>): boolean =>
  tool === 'unlink' && !active.has('link');
