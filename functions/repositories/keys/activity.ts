/**
 * Key shapes of the activity table. Pure: no environment, no client.
 * One partition per stream; the sort key starts with the timestamp, so a stream reads newest first
 * by querying backwards.
 */
export const activityStreamKey = (stream: string) => `STREAM#${stream}`;

export const activityEntryKey = (entry: { stream: string; createdAt: string; id: string }) => ({
  pk: activityStreamKey(entry.stream),
  sk: `${entry.createdAt}#${entry.id}`,
});
