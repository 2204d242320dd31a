CREATE OR REPLACE FUNCTION public.tinta_profiles_rollup()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  DELETE FROM user_rollups WHERE user_id = OLD.id;
  DELETE FROM revenue_days WHERE user_id = OLD.id;
  DELETE FROM revenue_months WHERE user_id = OLD.id;
  DELETE FROM expense_months WHERE user_id = OLD.id;
  DELETE FROM expense_categories WHERE user_id = OLD.id;
  DELETE FROM client_rollups WHERE user_id = OLD.id;
  DELETE FROM served_clients WHERE user_id = OLD.id;
  DELETE FROM studio_member_totals WHERE user_id = OLD.id;
  DELETE FROM studio_member_months WHERE user_id = OLD.id;
  DELETE FROM other_income_months WHERE user_id = OLD.id;
  RETURN NULL;
END
$function$;
