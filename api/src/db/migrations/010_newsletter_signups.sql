-- Sign-ups to the national newsletter (POST /api/v1/forms/newsletter/send).
-- One row per address: signing up twice is the same sign-up, and the first consent is the one
-- on record. The consent statement the visitor saw is kept word for word, with the time the
-- api received it (the server's clock, not the browser's).
CREATE TABLE newsletter_signups (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL UNIQUE,
  consent_text text NOT NULL,
  consented_at timestamptz NOT NULL DEFAULT now()
);
