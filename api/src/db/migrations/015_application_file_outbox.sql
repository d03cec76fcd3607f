-- An application's attachment is committed in the same transaction as its row, here, before the
-- visitor gets a 200; moving it to blob storage comes afterwards (plugins/app/file-outbox.ts).
-- Blob storage can lose what it had just acknowledged (Azurite writes its index every few
-- seconds), so the bytes stay until a later check finds the blob whole. While a file is here,
-- the back office reads it from here.
CREATE TABLE application_file_outbox (
  blob_name text PRIMARY KEY,
  application_id text NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  content bytea NOT NULL,
  content_type text NOT NULL,
  -- Set once blob storage acknowledged the upload; the row goes when a check after that finds it.
  uploaded_at timestamptz,
  attempts integer NOT NULL DEFAULT 0,
  due_at timestamptz NOT NULL DEFAULT now(),
  last_error text
);

CREATE INDEX application_file_outbox_due_idx ON application_file_outbox (due_at);
