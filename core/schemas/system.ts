// Bodies of the system endpoints, and the schema of any file sent or answered as bytes.
import { z } from 'zod';

export const HealthSchema = z.object({ status: z.literal('ok') }).meta({ id: 'Health' });

/** GET /api/ready: whether this instance can use the database. */
export const ReadySchema = z.object({ status: z.literal('ok'), database: z.literal('up') }).meta({ id: 'Ready' });
export const NotReadySchema = z.object({ status: z.literal('unavailable'), database: z.literal('down') }).meta({ id: 'NotReady' });

/** A file's bytes (a picture, a workbook, a PDF); the media type says which. */
export const BinarySchema = z.string().meta({ format: 'binary' });
