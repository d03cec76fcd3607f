-- Vacancy applications (spec 1 §3 submission payload). The attachment itself lives in the
-- private blob container `applications`; the row names its blob.
CREATE TABLE applications (
  id text PRIMARY KEY,
  vacancy_nid integer NOT NULL,
  vacancy_type text NOT NULL,
  vacancy_title text NOT NULL,
  open boolean NOT NULL DEFAULT false,
  region text,
  regio_recipient_email text,
  organisation_unit_key text,
  gender text,
  first_name text NOT NULL,
  insertion text,
  last_name text NOT NULL,
  city text,
  email text NOT NULL,
  phone_number text NOT NULL,
  education text,
  motivation text,
  linkedin text,
  attachment_blob text,
  attachment_name text,
  attachment_type text,
  attachment_size integer,
  rendered_at timestamptz,
  sent_at timestamptz,
  received_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX applications_vacancy_idx ON applications (vacancy_nid, received_at);
