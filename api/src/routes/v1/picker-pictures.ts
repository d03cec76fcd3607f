import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { fileTypeFromBuffer } from 'file-type';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PICTURE_BODY_LIMIT } from '@alz/shared/http/body-limits';
import { PICKER_CONTAINERS } from '@alz/shared/media/picture-containers';
import { isPictureType, type PictureType } from '@alz/shared/media/picture-types';
import type { PictureStore } from '../../blob/pictures';
import { bearerCheck } from '../../lib/bearer-token';
import { errorBody } from '../../lib/http-error';
import { pictureDeleteResponse, pictureParams, pictureWriteResponse } from '../../schemas/picker';

export interface PickerPicturesOptions {
  /** PICKER_EDITOR_KEY; without one the picker is read-only everywhere. */
  editorKey: string | null;
  /** The pictures account; null when blob storage is not configured for writing. */
  pictures: PictureStore | null;
}

// `code` lets the picker tell "read-only here" from "wrong key" (both show "Niet bevoegd…").
export const PICKER_READ_ONLY_CODE = 'picker-read-only';
export const PICKER_UNAUTHORIZED_CODE = 'picker-unauthorized';
export const NOT_A_PICTURE_CODE = 'not-a-picture';
export const PICTURE_NAME_TAKEN_CODE = 'picture-name-taken';

const UNAVAILABLE = errorBody(503, 'De beeldbank kan nu niet worden bewerkt. Probeer het later opnieuw.');

// One upload is fourteen writes (the original and its thirteen sized copies, spec 2 §7), so the
// picker's routes count apart from the forms' ten a minute. A guessed key gets nowhere at this
// rate: PICKER_EDITOR_KEY is a long random secret.
const WRITES_PER_MINUTE = 300;

// The extensions the picker names a picture with, by what the picture really is.
const EXTENSIONS: Record<PictureType, readonly string[]> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
};

/**
 * The picker's writes (spec 2 §7: "Upload a blob: body is the file with its content type",
 * "Delete a blob: by name"), through the api so that only pictures ever reach the pictures
 * containers: the content is read (file-type) and must be a JPEG, PNG, GIF or WebP whose name
 * says so, whatever the browser claims, and the api stores the type it found. No storage token
 * leaves the api, so nothing can be written or copied into those containers another way.
 * PUT and DELETE, so the anti-forgery check and the strict write limits apply (plugins on onRoute).
 */
const pickerPictures: FastifyPluginAsyncJsonSchemaToTs<{ Options: PickerPicturesOptions }> = async (
  app,
  { editorKey, pictures },
) => {
  const authorized = editorKey ? bearerCheck(editorKey) : null;

  // The body is the picture itself, whatever type the browser gave it: the content decides.
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: PICTURE_BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );

  /** The refusal for a request that may not write, or null when it may. */
  function refusal(request: FastifyRequest, reply: FastifyReply) {
    reply.header('Cache-Control', 'no-store');
    if (!authorized) {
      return reply
        .code(403)
        .send(errorBody(403, 'De beeldbank kan hier alleen worden bekeken.', PICKER_READ_ONLY_CODE));
    }
    if (!authorized(request.headers.authorization)) {
      return reply
        .code(401)
        .header('WWW-Authenticate', 'Bearer realm="picker"')
        .send(errorBody(401, 'Geef een geldige sleutel voor de beeldbank mee.', PICKER_UNAUTHORIZED_CODE));
    }
    if (!pictures) {
      request.log.error('the picker needs AZURE_STORAGE_CONNECTION_STRING');
      return reply.code(503).send(UNAVAILABLE);
    }
    if (!PICKER_CONTAINERS.includes((request.params as { container: string }).container)) {
      return reply.code(404).send(errorBody(404, 'Deze map hoort niet bij de beeldbank.'));
    }
    return null;
  }

  /** A call to blob storage; a failure is logged and gives null, which the route answers with 503. */
  const inStorage = <T>(request: FastifyRequest, action: string, work: () => Promise<T>): Promise<T | null> =>
    work().catch((error: unknown) => {
      request.log.error({ err: error, params: request.params }, `${action} failed`);
      return null;
    });

  const writeLimit = { rateLimit: { max: WRITES_PER_MINUTE } };

  app.put(
    '/picker/pictures/:container/:name',
    {
      bodyLimit: PICTURE_BODY_LIMIT,
      config: writeLimit,
      schema: { params: pictureParams, response: pictureWriteResponse },
    },
    async (request, reply) => {
      const refused = refusal(request, reply);
      if (refused) return refused;
      const { container, name } = request.params;
      const content = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      // file-type throws on some damaged files; for the picker that only means "no picture".
      const found = await fileTypeFromBuffer(content).catch(() => undefined);
      const type = found && isPictureType(found.mime) ? found.mime : null;
      const extension = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
      if (!type || !EXTENSIONS[type].includes(extension)) {
        return reply
          .code(400)
          .send(
            errorBody(
              400,
              'Dit bestand is geen afbeelding. Kies een JPG-, PNG-, GIF- of WebP-bestand.',
              NOT_A_PICTURE_CODE,
            ),
          );
      }
      // An original is never written over another (If-None-Match: *); a sized copy may be made again.
      const onlyNew = request.headers['if-none-match'] === '*';
      const written = await inStorage(request, 'writing a picture', () =>
        pictures!.write(container, name, content, type, onlyNew),
      );
      if (written === null) return reply.code(503).send(UNAVAILABLE);
      if (!written) {
        return reply.code(409).send(errorBody(409, 'Er is al een afbeelding met deze naam.', PICTURE_NAME_TAKEN_CODE));
      }
      return reply.code(201).send({ Name: name, ContentType: type });
    },
  );

  app.delete(
    '/picker/pictures/:container/:name',
    {
      config: writeLimit,
      schema: { params: pictureParams, response: pictureDeleteResponse },
    },
    async (request, reply) => {
      const refused = refusal(request, reply);
      if (refused) return refused;
      const { container, name } = request.params;
      const deleted = await inStorage(request, 'deleting a picture', async () => {
        await pictures!.delete(container, name);
        return true;
      });
      return deleted ? reply.code(204).send(null) : reply.code(503).send(UNAVAILABLE);
    },
  );
};

export default pickerPictures;
