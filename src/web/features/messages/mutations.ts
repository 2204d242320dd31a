import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  MessageMarks,
  MessagePart,
  MessageTemplates,
  TodayMessages,
} from '../../../shared/message-templates';
import type { MessageTemplatesInput } from '../../../shared/schemas/message-templates';
import { api } from '../../lib/api';
import { messageKeys } from './queries';

/**
 * 'Enviada' on or off for a client's message (every one it carries); the list shows it at once and
 * the server's answer — which regroups the day — settles it.
 */
export function useMarkMessages() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (marks: MessageMarks) =>
      api<{ sent: boolean }>('/api/messages/marks', { method: 'POST', body: marks }),
    onMutate: (marks) => {
      const marked = new Set(marks.parts.map(partKey));
      qc.setQueryData<TodayMessages>(messageKeys.today(), (old) =>
        old
          ? {
              ...old,
              items: old.items.map((i) =>
                i.parts.every((p) => marked.has(partKey(p))) ? { ...i, sent: marks.sent } : i,
              ),
            }
          : old,
      );
    },
    meta: { changes: ['message_marks'] },
  });
}

const partKey = (p: MessagePart) => `${p.kind}|${p.subjectId}|${p.occasion}`;

export function useSaveMessageTemplates() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: MessageTemplatesInput) =>
      api<MessageTemplates>('/api/message-templates', { method: 'PUT', body: input }),
    onSuccess: (saved) => qc.setQueryData(messageKeys.templates(), saved),
    // Today's texts are written from the templates.
    meta: { changes: ['message_templates'] },
  });
}
