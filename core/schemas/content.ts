// Request and response bodies of the content endpoints: S3 data
// sheets, Icecat content and gallery, VirtualLand stories, and the
// company-credit lookup.
import { z } from 'zod';
import { CompanySnapshotSchema } from './contracts-answers';
import { NOT_BLANK } from './fields';

export const ProductImageSchema = z.object({ url: z.string(), thumbUrl: z.string().nullable() }).meta({ id: 'ProductImage' });

export const ProductContentSchema = z
  .object({
    icecatId: z.string(),
    title: z.string(),
    brand: z.string().nullable(),
    partNumber: z.string().nullable(),
    summary: z.string().nullable(),
    description: z.string().nullable().meta({ description: 'Sanitised HTML' }),
    specs: z.array(z.object({ group: z.string(), name: z.string(), value: z.string() })),
    images: z.array(ProductImageSchema),
  })
  .meta({ id: 'ProductContent' });

export const ProductContentAnswerSchema = z.object({ data: ProductContentSchema });

export const ProductGallerySchema = z.object({ images: z.array(ProductImageSchema) }).meta({ id: 'ProductGallery' });

export const ContentUrlQuerySchema = z.object({
  url: z.string().min(1).max(2000).meta({
    description: 'An Icecat id, or an address on the configured Icecat host carrying icecat_id, GTIN or Brand + ProductCode. Never fetched as given.',
    example: '104339201',
  }),
});

export const S3DataQuerySchema = z.object({
  pn: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .meta({ ...NOT_BLANK, example: 'MYE73QL/A' }),
});

export const S3DataSchema = z.object({ Data: z.record(z.string(), z.unknown()) }).meta({ id: 'S3Data' });

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
export const StoriesSchema = z.array(StorySchema);

export const CompanyCreditQuerySchema = z.object({ vatNumber: z.string().max(32).meta({ example: '04835210156' }) });

/** The company as a credit bureau knows it: a contract's company without the IBAN, which no bureau gives. */
export const CompanyCreditSchema = z
  .object({
    company: CompanySnapshotSchema.pick({
      vatNumber: true,
      name: true,
      fiscalCode: true,
      pec: true,
      address: true,
      postalCode: true,
      municipality: true,
      province: true,
      phone: true,
      email: true,
      employees: true,
      businessTypeId: true,
      incorporationDate: true,
      companySolidity: true,
    }),
    missingFields: z.array(z.string()).meta({ description: "Fields the lookup could not find ('Alcuni dati non sono stati trovati')" }),
  })
  .meta({ id: 'CompanyCredit' });
