CREATE OR REPLACE FUNCTION public.tinta_expenses_rollup()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM tinta_user_rollup(OLD.user_id, 0, 0, 0, 0, 0, 0, 0, -OLD.amount_cents);
    UPDATE expense_months SET cents = cents - OLD.amount_cents
      WHERE user_id = OLD.user_id AND month = to_char(OLD.date, 'YYYY-MM') AND category = OLD.category;
    UPDATE expense_categories SET cents = cents - OLD.amount_cents
      WHERE user_id = OLD.user_id AND category = OLD.category;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM tinta_user_rollup(NEW.user_id, 0, 0, 0, 0, 0, 0, 0, NEW.amount_cents);
    INSERT INTO expense_months AS t (user_id, month, category, cents)
      VALUES (NEW.user_id, to_char(NEW.date, 'YYYY-MM'), NEW.category, NEW.amount_cents)
      ON CONFLICT (user_id, month, category) DO UPDATE SET cents = t.cents + EXCLUDED.cents;
    INSERT INTO expense_categories AS t (user_id, category, cents) VALUES (NEW.user_id, NEW.category, NEW.amount_cents)
      ON CONFLICT (user_id, category) DO UPDATE SET cents = t.cents + EXCLUDED.cents;
  END IF;
  RETURN NULL;
END
$function$;
