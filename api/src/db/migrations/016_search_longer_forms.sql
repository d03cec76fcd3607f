-- A search word also finds its longer forms and the compounds it starts (spec 1 §2.9): Dutch
-- stemming keeps "mantelzorger" and "mantelzorg" apart, and writes compounds as one word
-- ("mantelzorgtest", "mantelzorgondersteuning"), so "mantelzorg" found only the few pages with
-- that very word. Each stemmed word of at least six letters becomes a prefix of the full-text
-- query ('mantelzorg':*), which the GIN indexes of search_documents answer like a word. Shorter
-- words stay exact: as prefixes "zorg" would find "zorgvuldig" and "nieuw" "Nieuwegein".

-- `seed --reset` keeps functions (migration 008), hence OR REPLACE.
CREATE OR REPLACE FUNCTION alz_longer_forms(q tsquery) RETURNS tsquery LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  -- The query's text read as operands ('lexeme', a doubled quote inside) and what lies between
  -- them; only operands of ASCII letters (folded words, migration 008) are made prefixes, so a
  -- number or an address stays as typed.
  SELECT coalesce(
    string_agg(CASE WHEN part ~ '^''[a-z]{6,}''$' THEN part || ':*' ELSE part END, '' ORDER BY n)::tsquery,
    q)
  FROM regexp_matches(q::text, '''(?:[^'']|'''')*''|[^'']+', 'g') WITH ORDINALITY AS token (part_of, n),
    LATERAL (SELECT part_of[1] AS part) AS operand
$$;
