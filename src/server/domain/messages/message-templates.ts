import { eq } from 'drizzle-orm';
import { defaultTemplates, type MessageTemplates, messageKinds } from '../../../shared/message-templates';
import {
  type MessageTemplatesInput,
  messageTemplatesInputSchema,
} from '../../../shared/schemas/message-templates';
import type { DbOrTx } from '../../db/client';
import { messageSettings, messageTemplates } from '../../db/schema';
import type { Actor } from '../actor';
import { failAs } from '../errors';

/** The artist's templates, each kind's default where they never edited it, and the address. */
export async function readMessageTemplates(db: DbOrTx, userId: string): Promise<MessageTemplates> {
  const [rows, [settings]] = await Promise.all([
    db.select().from(messageTemplates).where(eq(messageTemplates.userId, userId)),
    db.select().from(messageSettings).where(eq(messageSettings.userId, userId)),
  ]);
  const edited = new Map(rows.map((r) => [r.kind, r.body]));
  return {
    templates: Object.fromEntries(
      messageKinds.map((k) => [k, edited.get(k) ?? defaultTemplates[k]]),
    ) as MessageTemplates['templates'],
    address: settings?.address ?? '',
  };
}

export const getMessageTemplates = (db: DbOrTx, actor: Actor) => readMessageTemplates(db, actor.userId);

/** Saves every template and the address in one transaction. */
export async function saveMessageTemplates(
  db: DbOrTx,
  actor: Actor,
  input: MessageTemplatesInput,
): Promise<MessageTemplates> {
  const { templates, address } = messageTemplatesInputSchema.parse(input);
  await failAs('MESSAGES_SAVE_FAILED', () =>
    db.transaction(async (tx) => {
      for (const kind of messageKinds)
        await tx
          .insert(messageTemplates)
          .values({ userId: actor.userId, kind, body: templates[kind] })
          .onConflictDoUpdate({
            target: [messageTemplates.userId, messageTemplates.kind],
            set: { body: templates[kind], updatedAt: new Date() },
          });
      await tx
        .insert(messageSettings)
        .values({ userId: actor.userId, address })
        .onConflictDoUpdate({ target: messageSettings.userId, set: { address } });
    }),
  );
  return readMessageTemplates(db, actor.userId);
}
