-- Search folds case and Portuguese accents so 'jose' finds 'José' without the unaccent extension
-- (not every Postgres we run on ships contrib). IMMUTABLE so generated columns can use it.
CREATE FUNCTION tinta_fold(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURNS NULL ON NULL INPUT
AS $$
  SELECT translate(
    lower(value),
    -- Upper-case accents too: under the C locale lower() leaves them alone.
    'áàâãäåéèêëíìîïóòôõöúùûüçñýÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑÝ',
    'aaaaaaeeeeiiiiooooouuuucnyaaaaaaeeeeiiiiooooouuuucny'
  )
$$;
