import { type FormEvent, useState } from 'react';
import { taskPriorities, taskPriorityLabels } from '../../../shared/enums';
import { messages } from '../../../shared/errors';
import { type Task, taskInputSchema } from '../../../shared/schemas/task';
import { formatInstantBR } from '../../../shared/time';
import { FormActions } from '../../components/form-actions';
import { Alert } from '../../components/ui/alert';
import { DateField } from '../../components/ui/date-field';
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
  const [form, setForm] = useState({
    title: task?.title ?? '',
    description: task?.description ?? '',
    date: task?.date ?? '',
    priority: task?.priority ?? 'media',
    clientId: task?.clientId ?? '',
    appointmentId: task?.appointmentId ?? '',
  });
  const [error, setError] = useState<string | null>(null);
  const save = useSaveTask();
  const clients = useClientOptions(true);
  const appointments = useAppointmentOptions(true);

  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

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

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = taskInputSchema.safeParse(form);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Erro ao salvar tarefa');
      return;
    }
    setError(null);
    save.mutate(
      { id: task?.id ?? null, input: parsed.data },
      {
        onSuccess: () => {
          toast.success(task ? messages.taskUpdated : messages.taskCreated);
          onDone();
        },
        onError: (err) => setError(errorMessage(err, 'Erro ao salvar tarefa')),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {error && <Alert>{error}</Alert>}
      <Field label="Título" value={form.title} onChange={set('title')} required autoComplete="off" />
      <TextareaField label="Descrição" value={form.description} onChange={set('description')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField label="Data" value={form.date} onChange={(value) => set('date')({ target: { value } })} />
        <SelectField
          label="Prioridade"
          options={priorityOptions}
          value={form.priority}
          onChange={set('priority')}
        />
      </div>
      <SelectField label="Cliente" options={clientOptions} value={form.clientId} onChange={set('clientId')} />
      <SelectField
        label="Agendamento"
        options={appointmentOptions}
        value={form.appointmentId}
        onChange={set('appointmentId')}
      />
      <FormActions onCancel={onDone} pending={save.isPending} />
    </form>
  );
}
