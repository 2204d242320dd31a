CREATE OR REPLACE FUNCTION public.tinta_payment_settled()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.organization_id IS NOT NULL
     AND (TG_OP = 'DELETE' OR NEW.amount_cents IS DISTINCT FROM OLD.amount_cents
          OR NEW.date IS DISTINCT FROM OLD.date OR NEW.received_by IS DISTINCT FROM OLD.received_by
          OR NEW.user_id IS DISTINCT FROM OLD.user_id)
     AND NOT (TG_OP = 'DELETE' AND pg_trigger_depth() > 1) THEN
    PERFORM pg_advisory_xact_lock(hashtext('settlement:' || OLD.organization_id::text || ':' || OLD.user_id));
    -- Periods never overlap: only the last one starting on or before the day can cover it (one
    -- index probe, however many settlements there are).
    IF coalesce((SELECT s.end_date >= OLD.date FROM settlements s
                 WHERE s.organization_id = OLD.organization_id AND s.artist_id = OLD.user_id
                   AND s.start_date <= OLD.date
                 ORDER BY s.start_date DESC LIMIT 1), false) THEN
      RAISE EXCEPTION 'payment % is in a paid settlement', OLD.id USING ERRCODE = 'TI001';
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.organization_id IS NOT NULL
     AND (TG_OP = 'INSERT' OR NEW.amount_cents IS DISTINCT FROM OLD.amount_cents
          OR NEW.date IS DISTINCT FROM OLD.date OR NEW.received_by IS DISTINCT FROM OLD.received_by
          OR NEW.user_id IS DISTINCT FROM OLD.user_id) THEN
    PERFORM pg_advisory_xact_lock(hashtext('settlement:' || NEW.organization_id::text || ':' || NEW.user_id));
    -- Periods never overlap: only the last one starting on or before the day can cover it (one
    -- index probe, however many settlements there are).
    IF coalesce((SELECT s.end_date >= NEW.date FROM settlements s
                 WHERE s.organization_id = NEW.organization_id AND s.artist_id = NEW.user_id
                   AND s.start_date <= NEW.date
                 ORDER BY s.start_date DESC LIMIT 1), false) THEN
      RAISE EXCEPTION 'a paid settlement covers %', NEW.date USING ERRCODE = 'TI001';
    END IF;
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END
$function$;
