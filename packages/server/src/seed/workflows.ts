import type { Transaction } from '../db/client';
import { jobWorkflows, workflows } from '../db/schema';

const definition = (titles: string[]) => ({ steps: titles.map((title, index) => ({ id: index + 1, title })), lastStepId: titles.length });

/**
 * Two platform workflow templates (system admin → Workflows); the Lincoln picture day follows the school
 * one, so its Workflows tab opens with a checklist to tick.
 */
export async function seedWorkflows(tx: Transaction, lincolnJobId: number): Promise<void> {
  const [school] = await tx
    .insert(workflows)
    .values([
      {
        name: 'School picture day',
        description: 'From the first flyer to the last shipped prepay order.',
        definition: definition(['Send the flyers home', 'Confirm the roster with the school', 'Shoot the day', 'Upload the photos', 'Ship the prepay orders']),
      },
      {
        name: 'Sports team day',
        description: 'Team and individual photos for a league or club.',
        definition: definition(['Confirm the team lists with the coaches', 'Shoot the teams and players', 'Upload the photos', 'Send the gallery link to the parents']),
      },
    ])
    .returning({ id: workflows.id });
  await tx.insert(jobWorkflows).values({ jobId: lincolnJobId, workflowId: school!.id });
}
