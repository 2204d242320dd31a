import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { expenses } from '../../db/schema';
import type { Actor } from '../actor';
import { DomainError, failAs } from '../errors';
import { isUuid } from '../paging';
import { assertNotSettlement } from './assert-not-settlement';

export async function deleteExpense(db: DbOrTx, actor: Actor, id: string): Promise<void> {
  if (!isUuid(id)) throw new DomainError('EXPENSE_NOT_FOUND');
  await assertNotSettlement(db, id, actor.userId);
  const deleted = await failAs('EXPENSE_DELETE_FAILED', () =>
    db
      .delete(expenses)
      .where(and(eq(expenses.id, id), eq(expenses.userId, actor.userId)))
      .returning({ id: expenses.id }),
  );
  if (deleted.length === 0) throw new DomainError('EXPENSE_NOT_FOUND');
}
