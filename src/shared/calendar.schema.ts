import { z } from 'zod';
import { isCalendarDay } from './calendar.ts';

/** A real calendar day, "2026-11-23". */
export const calendarDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates look like 2026-11-23')
  .refine(isCalendarDay, 'That date does not exist');
