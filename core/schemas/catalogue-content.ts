// Answers of the product-content endpoints: Icecat content and gallery images,
// VirtualLand stories, and the company-credit lookup.
import { z } from 'zod';

export const ImageSchema = z.object({ url: z.string(), thumbUrl: z.string().nullable() }).meta({ id: 'ProductImage' });

export const ProductContentSchema = z
  .object({
    icecatId: z.string(),
    title: z.string(),
    brand: z.string().nullable(),
    partNumber: z.string().nullable(),
    summary: z.string().nullable(),
    description: z.string().nullable().meta({ description: 'Sanitised HTML' }),
    specs: z.array(z.object({ group: z.string(), name: z.string(), value: z.string() })),
    images: z.array(ImageSchema),
  })
  .meta({ id: 'ProductContent' });

export const StorySchema = z
  .object({
    id: z.string(),
    title: z.string(),
    summary: z.string().nullable(),
    body: z.string().meta({ description: 'Sanitised HTML' }),
    imageUrl: z.string().nullable(),
    publishedAt: z.string().nullable(),
  })
  .meta({ id: 'Story' });

export const CompanyCreditSchema = z
  .object({
    company: z.object({
      vatNumber: z.string(),
      name: z.string(),
      fiscalCode: z.string().nullable(),
      pec: z.string().nullable(),
      address: z.string().nullable(),
      postalCode: z.string().nullable(),
      municipality: z.string().nullable(),
      province: z.string().nullable(),
      phone: z.string().nullable(),
      email: z.string().nullable(),
      employees: z.number().int().nullable(),
      businessTypeId: z.number().int().nullable(),
      incorporationDate: z.string().nullable(),
      companySolidity: z.number().int().nullable(),
    }),
    missingFields: z.array(z.string()).meta({ description: "Fields the lookup could not find (SPEC §8 'Alcuni dati non sono stati trovati')" }),
  })
  .meta({ id: 'CompanyCredit' });
