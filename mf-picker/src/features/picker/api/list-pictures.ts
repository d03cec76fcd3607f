import type { ApiError } from '@alz/shared/api/rtk-base-query';
import { pickerApi } from '../../../store';
import { listPictures, type PictureItem } from '../blob-list';

// Blob storage answers XML, not the api's JSON, so this endpoint reads it itself.
export const picturesApi = pickerApi.injectEndpoints({
  endpoints: (build) => ({
    listPictures: build.query<PictureItem[], void>({
      queryFn: async (_arg, { signal }) => {
        const answer = await listPictures(signal);
        if (answer.kind === 'result') return { data: answer.value };
        const error: ApiError = { kind: answer.kind, status: answer.status };
        return { error };
      },
    }),
  }),
});
