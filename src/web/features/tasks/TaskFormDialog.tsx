import { useController } from 'react-hook-form';
import { taskPriorities, taskPriorityLabels } from '../../../shared/enums';
import { messages } from '../../../shared/errors';
import { type Task, taskInputSchema } from '../../../shared/schemas/task';
import { formatInstantBR } from '../../../shared/time';
import { FormError } from '../../components/form/form-error';
import { FormDateField } from '../../components/form/form-fields';
import { useZodForm, type ZodForm } from '../../components/form/use-zod-form';
import { FormActions } from '../../components/form-actions';
import { Dialog } from '../../components/ui/dialog';
import { Field } from '../../components/ui/input';
import { SelectField } from '../../components/ui/select';
import { TextareaField } from '../../components/ui/textarea';
import { errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { useSaveTask } from './mutations';
import { useAppointmentOptions, useClientOptions } from './queries';

const priorityOptions = taskPriorities.map((p) => ({ value: p, label: taskPriorityLabels[p] }));
const none = { value: '', label: 'Nenhum' };

/** 'Nova Tarefa' when `task` is null, 'Editar Tarefa' otherwise. */
export function TaskFormDialog({
  open,
  onOpenChange,
  task,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  task: Task | null;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={task ? 'Editar Tarefa' : 'Nova Tarefa'}>
      {/* Content mounts on each open, so the form starts from the task (or blank) every time. */}
      <TaskForm task={task} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

function TaskForm({ task, onDone }: { task: Task | null; onDone: () => void }) {
  const form = useZodForm(taskInputSchema, {
    title: task?.title ?? '',
    description: task?.description ?? '',
    date: task?.date ?? '',
    priority: task?.priority ?? 'media',
    clientId: task?.clientId ?? '',
    appointmentId: task?.appointmentId ?? '',
  });
  const save = useSaveTask();
  const clients = useClientOptions(true);
  const appointments = useAppointmentOptions(true);

  // The linked client or appointment may lie outside the lists offered; keep it selectable.
  const clientOptions = [none, ...(clients.data ?? []).map((c) => ({ value: c.id, label: c.name }))];
  if (task?.clientId && !clientOptions.some((o) => o.value === task.clientId)) {
    clientOptions.push({ value: task.clientId, label: task.clientName ?? 'Cliente' });
  }
  const appointmentOptions = [
    none,
    ...(appointments.data ?? []).map((a) => ({
      value: a.id,
      label: `${formatInstantBR(new Date(a.startTime))} · ${a.clientName} · ${a.title}`,
    })),
  ];
  if (task?.appointmentId && !appointmentOptions.some((o) => o.value === task.appointmentId)) {
    appointmentOptions.push({ value: task.appointmentId, label: task.appointmentTitle ?? 'Agendamento' });
  }

  // The board shows the task at once and the form closes; a refusal takes it back and says why.
  const labelOf = (options: { value: string; label: string }[], id: string | null | undefined) =>
    options.find((o) => o.value === id)?.label ?? null;
  const submit = form.submit((input) => {
    const linked = (appointments.data ?? []).find((a) => a.id === input.appointmentId);
    save
      .mutateAsync({
        task,
        input,
        clientName: labelOf(clientOptions, input.clientId),
        appointmentTitle: linked?.title ?? task?.appointmentTitle ?? null,
      })
      .then(
        () => toast.success(task ? messages.taskUpdated : messages.taskCreated),
        (err) => toast.error(errorMessage(err, 'Erro ao salvar tarefa')),
      );
    onDone();
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field label="Título" required autoComplete="off" {...form.field('title')} />
      <TextareaField label="Descrição" {...form.field('description')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormDateField form={form} name="date" label="Data" />
        <SelectField label="Prioridade" options={priorityOptions} {...form.field('priority')} />
      </div>
      <LinkSelect form={form} name="clientId" label="Cliente" options={clientOptions} />
      <LinkSelect form={form} name="appointmentId" label="Agendamento" options={appointmentOptions} />
      <FormError message={form.formError} />
      <FormActions onCancel={onDone} />
    </form>
  );
}

/**
 * A link to a client or appointment. Its options arrive with a query, so the select shows the
 * form's value (controlled) rather than whatever the DOM kept before the list came.
 */
function LinkSelect({
  form,
  name,
  label,
  options,
}: {
  form: ZodForm<typeof taskInputSchema>;
  name: 'clientId' | 'appointmentId';
  label: string;
  options: { value: string; label: string }[];
}) {
  const { field } = useController({ control: form.control, name });
  return (
    <SelectField
      ref={field.ref}
      name={field.name}
      label={label}
      options={options}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={form.errorOf(name)}
    />
  );
}
