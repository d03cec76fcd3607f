// Write access for the editors' image picker (issue 17): short-lived tokens per container.
import { PICKER_CONTAINERS } from '@alz/shared/media/picture-containers';
import { errorSchema } from './common';

const text = { type: 'string' } as const;

/** Listed properties only: the serializer drops anything else, so nothing extra can leak out. */
export const pickerTokenResponse = {
  200: {
    type: 'object',
    required: ['ExpiresOn', 'Containers'],
    additionalProperties: false,
    properties: {
      ExpiresOn: { type: 'string', format: 'date-time' },
      Containers: {
        type: 'array',
        maxItems: PICKER_CONTAINERS.length,
        items: {
          type: 'object',
          required: ['Name', 'Url', 'Sas'],
          additionalProperties: false,
          properties: { Name: text, Url: text, Sas: text },
        },
      },
    },
  },
  401: errorSchema,
  403: errorSchema,
  503: errorSchema,
} as const;
