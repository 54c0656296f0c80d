import { api } from '../../../api/client.ts';

export const saveNote = (kind: 'skill' | 'project', id: string, note: string) =>
  api<null>(`/api/me/notes/${kind}/${encodeURIComponent(id)}`, { method: 'PUT', body: { note } });
