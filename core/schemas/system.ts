// Bodies of the system endpoints, and the schema of any file sent or answered as bytes.
import { z } from 'zod';

export const HealthSchema = z.object({ status: z.literal('ok') }).meta({ id: 'Health' });

/** A file's bytes (a picture, a workbook, a PDF); the media type says which. */
export const BinarySchema = z.string().meta({ format: 'binary' });
