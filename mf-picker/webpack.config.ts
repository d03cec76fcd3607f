import { createFederatedConfig } from '../tools/webpack/create-config';

export default (_env: unknown, argv: { mode?: string }) =>
  createFederatedConfig(
    {
      dir: import.meta.dirname,
      name: 'mf_picker',
      title: 'mf-picker',
      exposes: {
        './ImagePicker': './src/exposes/image-picker.tsx',
        './mount': './src/exposes/mount.tsx',
        './RichTextEditor': './src/exposes/rich-text-editor.tsx',
      },
    },
    argv,
  );
