// Spec 2 §8 names the picker's messages in English; the site says them in Dutch (locales/nl/
// picker.json, namespace Picker). Each key with the spec's wording, so none is missed and a
// translator sees what is meant. messages.test.ts checks every one has its Dutch text.
export const specMessages = {
  'Messages.ConnectionError': 'Connection error...',
  'Messages.FailedToLoad': 'Failed to load images...',
  'Messages.NotAuthorized': 'Not authorized...',
  'Messages.NotLoaded': 'Images not loaded...',
  'Messages.Loading': 'Loading images...',
  'Messages.Empty': 'No images in storage container. Start by uploading some files!',
  'Delete.Confirm': "Are you sure you want to delete '{name}'?",
  'Upload.Busy': 'Uploading image...',
} as const;
