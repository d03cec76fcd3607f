-- The paragraphs of the memory test's result page (spec 1 §2.11, §3 "Memory-test text"): per
-- kind of test, the texts of one score band, for every age ('all') or for one age option.
CREATE TABLE memory_test_texts (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  test_kind text NOT NULL CHECK (test_kind IN ('forMyself', 'forOthers')),
  score_group text NOT NULL,
  -- The age option values of spec 2; 'all' is shown whatever age was chosen.
  age_group text NOT NULL CHECK (age_group IN ('all', '64', '64-to-74', '75', 'not-say')),
  position integer NOT NULL CHECK (position >= 0),
  -- One to three HTML paragraphs.
  body text NOT NULL CHECK (body <> ''),
  UNIQUE (test_kind, score_group, age_group, position),
  -- The score bands of spec 1 §9, named after their range: 0 to 100 for oneself, 16 to 80 for
  -- someone else.
  CHECK (
    (test_kind = 'forMyself' AND score_group IN ('0-9', '10-20', '21-43', '44-54', '55+'))
    OR (test_kind = 'forOthers' AND score_group IN ('16-56', '57+'))
  )
);
