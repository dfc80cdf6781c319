import { OrderMethod, preorderFieldProblems, type DataFieldAnswer, type PreorderField } from '@shutterday/domain';
import { badRequest } from '../../../http/http-error';

/**
 * A prepay line must answer the job's preorder custom fields (job settings, prefields tab): 400 naming
 * each required field left blank or choice answered with something not offered. Gallery orders are
 * not asked these questions (they are the preorder's), so their data fields are kept as sent.
 */
export function assertPreorderAnswers(fields: readonly PreorderField[], method: OrderMethod | null, answers: readonly DataFieldAnswer[]): void {
  if (method !== OrderMethod.Prepay || fields.length === 0) return;
  const problems = preorderFieldProblems(fields, answers);
  if (problems.length > 0) throw badRequest(problems);
}
