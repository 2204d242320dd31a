CREATE OR REPLACE FUNCTION public.tinta_frozen()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  col text;
  o jsonb := to_jsonb(OLD);
  n jsonb := to_jsonb(NEW);
BEGIN
  FOREACH col IN ARRAY TG_ARGV LOOP
    IF (n->>col) IS NOT NULL AND (n->>col) IS DISTINCT FROM (o->>col) THEN
      RAISE EXCEPTION '% rows are never changed; add a new one', TG_TABLE_NAME;
    END IF;
    o := o - col;
    n := n - col;
  END LOOP;
  IF o IS DISTINCT FROM n THEN
    RAISE EXCEPTION '% rows are never changed; add a new one', TG_TABLE_NAME;
  END IF;
  RETURN NEW;
END;
$function$;
