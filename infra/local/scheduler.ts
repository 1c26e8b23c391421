import { pathToFileURL } from 'node:url';
import type { ScheduledEvent } from 'aws-lambda';
import { type ScheduleDefinition, scheduledModulePath } from '../../shared/schedules';

type ScheduledHandler = (event: ScheduledEvent) => Promise<unknown>;

/** Runs each scheduled handler on its own interval, as EventBridge would; a failing run is reported and retried next tick. */
export function startScheduler(
  root: string,
  schedules: readonly ScheduleDefinition[],
  onError: (id: string, error: unknown) => void,
) {
  const timers = schedules.map((schedule) => {
    const run = async () => {
      try {
        const url = pathToFileURL(`${root}/${scheduledModulePath(schedule)}.ts`).href;
        const { handler } = (await import(url)) as { handler: ScheduledHandler };
        await handler({
          version: '0',
          id: `local-${Date.now()}`,
          'detail-type': 'Scheduled Event',
          source: 'aws.events',
          account: '000000000000',
          time: new Date().toISOString(),
          region: 'local',
          resources: [`local:schedule/${schedule.id}`],
          detail: {},
        });
      } catch (error) {
        onError(schedule.id, error);
      }
    };
    return setInterval(run, schedule.everyMinutes * 60_000);
  });
  return () => {
    for (const timer of timers) clearInterval(timer);
  };
}
