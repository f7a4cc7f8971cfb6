// Bodies and answers of the orders endpoints: supplier orders per contract
// (docs/domain.md, Orders) and the serial, part number and DDT of each product unit.
import { z } from 'zod';
import { CONTRACT_PRODUCT_STATUSES, CONTRACT_STATUSES, ORDER_STATUSES } from '../domain/contracts';
import { Id, IdParam, isoDate, requiredText, text } from './fields';
import { ContractUnitSchema, SupplierOrderSchema } from './contracts-answers';

export const OrderListQuerySchema = z.object({
  orderStatus: z
    .union([z.string(), z.array(z.string())])
    .transform((v) => (Array.isArray(v) ? v : [v]).flatMap((s) => s.split(',')).filter((s) => s !== ''))
    .pipe(z.array(z.enum(ORDER_STATUSES)).max(3))
    .optional()
    .meta({ description: 'ToOrder, PartiallyOrdered, Ordered; repeated or comma-separated' }),
  q: text(100).optional().meta({ description: 'Contract number or company name contains' }),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type OrderListQuery = z.infer<typeof OrderListQuerySchema>;

export const OrderRowSchema = z
  .object({
    contractId: z.number().int(),
    number: z.string(),
    status: z.enum(CONTRACT_STATUSES),
    agency: z.object({ id: z.number().int(), name: z.string() }),
    companyName: z.string().nullable(),
    units: z.number().int(),
    orderedUnits: z.number().int(),
    orderStatus: z.enum(ORDER_STATUSES),
    supplierCost: z.number(),
    lastOrderDate: z.string().nullable().meta({ format: 'date' }),
  })
  .meta({ id: 'OrderRow' });

export const OrderListSchema = z.object({ items: z.array(OrderRowSchema), total: z.number().int() }).meta({ id: 'OrderList' });

export const OrderBodySchema = z
  .object({
    contractId: Id,
    supplierName: requiredText(200).meta({ example: 'Esprinet SpA' }),
    supplierCode: requiredText(50).meta({ example: 'ESP' }),
    orderNumber: requiredText(50).meta({ example: 'PO-2026-0193' }),
    orderDate: isoDate,
    supplierPrice: z.number().min(0).max(100_000_000).meta({ description: 'EUR, for the units of this order' }),
    unitIds: z.array(Id).min(1).max(10_000).meta({ description: "The contract's product units this order covers" }),
  })
  .meta({ id: 'SupplierOrderBody' });

export const ContractOrdersQuerySchema = z.object({
  contractId: IdParam.optional().meta({ description: "One contract's orders" }),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const ContractOrdersSchema = z
  .object({ items: z.array(SupplierOrderSchema.extend({ contractNumber: z.string() })), total: z.number().int() })
  .meta({ id: 'SupplierOrderList' });

export const SerialsBodySchema = z
  .object({
    units: z
      .array(
        z.object({
          unitId: Id,
          serialNumber: text(100).nullish(),
          partNumber: requiredText(100).optional(),
          ddtNumber: text(50).nullish(),
          ddtDate: isoDate.nullish(),
          status: z.enum(CONTRACT_PRODUCT_STATUSES).optional().meta({ description: 'Default: sent once a DDT is given' }),
        }),
      )
      .min(1)
      .max(1000),
  })
  .meta({ id: 'ContractSerialsBody' });

export const SerialsAnswerSchema = z.object({ units: z.array(ContractUnitSchema) }).meta({ id: 'ContractSerials' });
