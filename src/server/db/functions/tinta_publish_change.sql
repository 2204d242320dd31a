CREATE OR REPLACE FUNCTION public.tinta_publish_change(p_owner text, p_table text, p_op text, p_row text)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
  event_id bigint;
BEGIN
  INSERT INTO change_events (user_id, table_name, op, row_id)
    VALUES (p_owner, p_table, p_op, p_row)
    RETURNING id INTO event_id;
  PERFORM pg_notify('tinta_changes', json_build_object(
    'id', event_id, 'userId', p_owner, 'table', p_table, 'op', p_op, 'rowId', p_row)::text);
END
$function$;
