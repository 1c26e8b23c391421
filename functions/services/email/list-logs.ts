import { listLogs } from '../../repositories/email';

export const listEmailLogs = (query: { limit: number; cursor?: string | undefined }) => listLogs(query);
