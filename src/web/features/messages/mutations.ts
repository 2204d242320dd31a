import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageMark, MessageTemplates, TodayMessages } from '../../../shared/message-templates';
import type { MessageTemplatesInput } from '../../../shared/schemas/message-templates';
import { api } from '../../lib/api';
import { messageKeys } from './queries';

/** 'Enviada' on or off; the list shows it at once and the server's answer settles it. */
export function useMarkMessage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (mark: MessageMark) =>
      api<{ sent: boolean }>('/api/messages/marks', { method: 'POST', body: mark }),
    onMutate: (mark) =>
      qc.setQueryData<TodayMessages>(messageKeys.today(), (old) =>
        old
          ? {
              ...old,
              items: old.items.map((i) =>
                i.kind === mark.kind && i.subjectId === mark.subjectId && i.occasion === mark.occasion
                  ? { ...i, sent: mark.sent }
                  : i,
              ),
            }
          : old,
      ),
    meta: { changes: ['message_marks'] },
  });
}

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
