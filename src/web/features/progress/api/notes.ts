import { z } from 'zod';
import { api } from '../../../api/client.ts';

export const saveNote = (kind: 'skill' | 'project', id: string, note: string) =>
  api(`/api/me/notes/${kind}/${encodeURIComponent(id)}`, z.null(), { method: 'PUT', body: { note } });
