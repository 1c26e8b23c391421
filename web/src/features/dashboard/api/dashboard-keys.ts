export const dashboardKeys = {
  all: ['dashboard'] as const,
  recentActivities: () => [...dashboardKeys.all, 'recent-activities'] as const,
};
