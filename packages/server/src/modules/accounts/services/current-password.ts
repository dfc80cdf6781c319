import { PROFILE_MESSAGES } from '@shutterday/domain/staff';
import type { Executor } from '../../../db/client';
import { badRequest } from '../../../http/http-error';
import { usersRepository } from '../repositories/users';
import { verifyPassword } from './passwords';

/** The signed-in user's row, once their current password is confirmed (400 at the field otherwise). */
export async function confirmCurrentPassword(db: Executor, userId: number, currentPassword: string) {
  const user = (await usersRepository.findById(db, userId))!;
  if (!(await verifyPassword(user.passwordHash, currentPassword))) throw badRequest(PROFILE_MESSAGES.wrongPassword);
  return user;
}
