-- Custom SQL migration file, put your code below! --
-- The full-text query of a search (platform/db/text-search.ts), word by word: each word is any of its forms in the four
-- dictionaries the vectors hold ('simple' and the three stemmers), and every word must be there:
-- ('dados' | 'dad' | 'dado') & 'python' & 'sql'. The query it replaces, the OR of each dictionary's whole query, repeated
-- each word in every branch ('dados' & 'python' & 'sql' | 'dad' & 'python' & 'sql' | ...), and the full-text index
-- took 34 to 40 ms to intersect those three words at 1,000,000 positions where this form takes 18 to 22. A word that is
-- a stop word in any of the three languages is left out, as that language's branch left it out before. A text with the
-- search syntax (quotes, a minus, "or"), an apostrophe or a backslash, a word the parser splits into several tokens, or
-- nothing but stop words keeps the query of before. IMMUTABLE: with a constant text the planner computes it once.
CREATE FUNCTION search_query(t text) RETURNS tsquery LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT CASE WHEN t ~ '["\\''-]|\mor\M' OR w.tokens > 1 OR w.query IS NULL THEN
      websearch_to_tsquery('simple', t) || websearch_to_tsquery('portuguese', t)
        || websearch_to_tsquery('english', t) || websearch_to_tsquery('spanish', t)
    ELSE w.query::tsquery END
  FROM (
    SELECT max(length(v.s)) AS tokens,
      string_agg('(''' || array_to_string(tsvector_to_array(v.s || v.p || v.e || v.es), ''' | ''') || ''')', ' & ' ORDER BY u.n)
        FILTER (WHERE length(v.p) > 0 AND length(v.e) > 0 AND length(v.es) > 0) AS query
    FROM unnest(string_to_array(t, ' ')) WITH ORDINALITY AS u(word, n)
    CROSS JOIN LATERAL (SELECT to_tsvector('simple', u.word) AS s, to_tsvector('portuguese', u.word) AS p,
      to_tsvector('english', u.word) AS e, to_tsvector('spanish', u.word) AS es) v
    WHERE u.word <> ''
  ) w
$$;
