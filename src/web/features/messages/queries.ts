import { useQuery } from '@tanstack/react-query';
import type { MessageTemplates, TodayMessages } from '../../../shared/message-templates';
import { api } from '../../lib/api';
import { invalidateOnChange } from '../../lib/changes';

export const messageKeys = {
  all: ['messages'] as const,
  today: () => [...messageKeys.all, 'today'] as const,
  templates: () => [...messageKeys.all, 'templates'] as const,
};

// The queue is the agenda seen from today: any change to sessions, clients, deposits or marks.
for (const table of ['appointments', 'clients', 'payments', 'message_marks', 'message_templates'] as const)
  invalidateOnChange(table, messageKeys.today());
// The address is also edited in the booking set-up: 'Editar textos' must not show (and save back) an old one.
invalidateOnChange('message_templates', messageKeys.templates());

export const useTodayMessages = () =>
  useQuery({ queryKey: messageKeys.today(), queryFn: () => api<TodayMessages>('/api/messages/today') });

export const useMessageTemplates = () =>
  useQuery({
    queryKey: messageKeys.templates(),
    queryFn: () => api<MessageTemplates>('/api/message-templates'),
  });
