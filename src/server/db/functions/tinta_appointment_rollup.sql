CREATE OR REPLACE FUNCTION public.tinta_appointment_rollup(a appointments, sign integer)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
  finished boolean := a.is_tattoo_finished AND a.status = 'concluido';
  live integer := CASE WHEN a.status <> 'cancelado' THEN 1 ELSE 0 END;
  -- What of the money received for it counts as spent (all when finished, else its deposits).
  spent bigint := 0;
  live_after integer;
  served_after integer;
  d_active integer := 0;
  d_served integer := 0;
  key text;
BEGIN
  SELECT coalesce(sum(amount_cents) FILTER (WHERE finished OR kind <> 'pagamento'), 0)
    INTO spent FROM payments WHERE appointment_id = a.id;
  -- The user's row first (lock order), with the counts; the crossings are added after.
  PERFORM tinta_user_rollup(a.user_id, 0, 0, sign, CASE WHEN finished THEN sign ELSE 0 END, 0, 0, sign * spent, 0);
  -- A client deleted in this statement is accounted for by its own trigger (whichever runs first).
  IF a.client_id IS NOT NULL AND EXISTS (SELECT 1 FROM clients WHERE id = a.client_id) THEN
    UPDATE client_rollups SET appointments = appointments + sign,
        live_appointments = live_appointments + sign * live,
        spent_cents = spent_cents + sign * spent
      WHERE client_id = a.client_id
      RETURNING live_appointments INTO live_after;
    IF live = 1 AND live_after IS NOT NULL THEN
      IF sign = 1 AND live_after = 1 THEN d_active := 1; END IF;
      IF sign = -1 AND live_after = 0 THEN d_active := -1; END IF;
    END IF;
  END IF;
  IF finished THEN
    key := CASE WHEN a.client_id IS NOT NULL THEN 'id:' || a.client_id ELSE 'name:' || tinta_fold(a.client_name) END;
    INSERT INTO served_clients AS s (user_id, client_key, finished) VALUES (a.user_id, key, sign)
      ON CONFLICT (user_id, client_key) DO UPDATE SET finished = s.finished + EXCLUDED.finished
      RETURNING s.finished INTO served_after;
    IF sign = 1 AND served_after = 1 THEN d_served := 1; END IF;
    IF sign = -1 AND served_after = 0 THEN d_served := -1; END IF;
  END IF;
  IF d_active <> 0 OR d_served <> 0 THEN
    PERFORM tinta_user_rollup(a.user_id, 0, d_active, 0, 0, d_served, 0, 0, 0);
  END IF;
END
$function$;
