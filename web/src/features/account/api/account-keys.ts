export const accountKeys = {
  all: ['account'] as const,
  invite: (userId: string, token: string) => [...accountKeys.all, 'invite', userId, token] as const,
  reset: (userId: string, token: string) => [...accountKeys.all, 'reset', userId, token] as const,
};
