CREATE OR REPLACE FUNCTION public.tinta_user_rollup(uid text, d_clients integer, d_active integer, d_appointments integer, d_finished integer, d_served integer, d_revenue bigint, d_finished_revenue bigint, d_expenses bigint)
 RETURNS void
 LANGUAGE sql
AS $function$
  INSERT INTO user_rollups AS u (user_id, clients, active_clients, appointments, finished_appointments,
    clients_served, revenue_cents, finished_revenue_cents, expenses_cents)
  VALUES (uid, d_clients, d_active, d_appointments, d_finished, d_served, d_revenue, d_finished_revenue, d_expenses)
  ON CONFLICT (user_id) DO UPDATE SET
    clients = u.clients + EXCLUDED.clients,
    active_clients = u.active_clients + EXCLUDED.active_clients,
    appointments = u.appointments + EXCLUDED.appointments,
    finished_appointments = u.finished_appointments + EXCLUDED.finished_appointments,
    clients_served = u.clients_served + EXCLUDED.clients_served,
    revenue_cents = u.revenue_cents + EXCLUDED.revenue_cents,
    finished_revenue_cents = u.finished_revenue_cents + EXCLUDED.finished_revenue_cents,
    expenses_cents = u.expenses_cents + EXCLUDED.expenses_cents;
$function$;
