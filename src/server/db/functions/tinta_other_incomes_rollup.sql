CREATE OR REPLACE FUNCTION public.tinta_other_incomes_rollup()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE other_income_months SET cents = cents - OLD.amount_cents
      WHERE user_id = OLD.user_id AND month = to_char(OLD.date, 'YYYY-MM');
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO other_income_months AS t (user_id, month, cents)
      VALUES (NEW.user_id, to_char(NEW.date, 'YYYY-MM'), NEW.amount_cents)
      ON CONFLICT (user_id, month) DO UPDATE SET cents = t.cents + EXCLUDED.cents;
  END IF;
  RETURN NULL;
END
$function$;
