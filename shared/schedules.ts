import type { RouteResources } from './routes/define';

/**
 * Scheduled handlers (EventBridge in AWS, a timer locally). Each lives at
 * `functions/scheduled/<id>.ts` and exports `handler`.
 */
export type ScheduleDefinition = {
  id: string;
  summary: string;
  everyMinutes: number;
  uses: RouteResources;
};

export const SCHEDULES: readonly ScheduleDefinition[] = [];

export const scheduledModulePath = (schedule: Pick<ScheduleDefinition, 'id'>) =>
  `functions/scheduled/${schedule.id}`;
