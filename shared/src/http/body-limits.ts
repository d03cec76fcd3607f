// The largest request bodies the site takes, one source for every server in front of the api
// (tools/serve/proxy.ts, docker/nginx/shell.conf.template) and for the api itself, so a body a
// proxy passes on is never refused by the api halfway through (which a proxy can only report
// as 502).

/** A JSON write (newsletter, error report): the api's bodyLimit. */
export const JSON_BODY_LIMIT = 1_048_576;

/**
 * A multipart form: one file of at most 2 MB (spec 1 §5) and at most 40 fields of 10,000
 * characters, with room for the parts' headers. A 2 MB + 1 file still reaches the api, which
 * names the field (FileTooBig).
 */
export const FORM_BODY_LIMIT = 3 * 1_048_576;

/** A body that sends nothing for this long is given up with 408 (nginx: client_body_timeout). */
export const BODY_IDLE_SECONDS = 20;

/**
 * A picture an editor uploads to the picker, or one of its sized copies: a phone's photo with
 * room to spare. The api checks it is a picture (routes/v1/picker-pictures.ts).
 */
export const PICTURE_BODY_LIMIT = 10 * 1_048_576;

/** Where the picker sends pictures: `${PICTURE_UPLOAD_PATH}/{container}/{name}`. */
export const PICTURE_UPLOAD_PATH = '/api/v1/picker/pictures';
