-- Sign-ups to a regional newsletter (spec 1 §7 POST /api/v1/forms/region/newsletter/send).
-- One row per region and address: signing up twice is the same sign-up.
CREATE TABLE region_newsletter_signups (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  region_nid integer NOT NULL,
  region_title text NOT NULL,
  regio_recipient_email text,
  email text NOT NULL,
  rendered_at timestamptz,
  sent_at timestamptz,
  received_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (region_nid, email)
);
