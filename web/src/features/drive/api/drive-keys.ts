import type { QueryClient } from '@tanstack/react-query';

export const driveKeys = {
  all: ['drive'] as const,
  folders: (parentId: number | null) => [...driveKeys.all, 'folders', parentId] as const,
  folder: (id: number) => [...driveKeys.all, 'folder', id] as const,
  documents: (folderId: number) => [...driveKeys.all, 'documents', folderId] as const,
  document: (id: number) => [...driveKeys.all, 'document', id] as const,
  search: (text: string) => [...driveKeys.all, 'search', text] as const,
  storage: () => [...driveKeys.all, 'storage'] as const,
  activity: () => [...driveKeys.all, 'activity'] as const,
  job: (id: string) => [...driveKeys.all, 'job', id] as const,
};

/** After any change: folders, documents, the storage card and the activity all may have moved. */
export const invalidateDrive = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: driveKeys.all });
