// Bodies and answers of the orders endpoints: supplier orders per contract
// (docs/domain.md, Orders), the serial, part number and DDT of each product
// unit, and the delivery that starts a contract.
import { z } from 'zod';
import { CONTRACT_STATUSES, ORDER_STATUSES } from '../domain/contracts';
import { ORDER_SORTS, SHIPPING_UNIT_STATUSES } from '../domain/orders';
import { Id, IdParam, isoDate, multi, requiredText, text } from './fields';
import { ContractUnitSchema, SupplierOrderSchema } from './contracts-answers';

const Day = z.string().meta({ format: 'date' });

export const OrderListQuerySchema = z.object({
  orderStatus: multi(ORDER_STATUSES).meta({ description: 'ToOrder, PartiallyOrdered, Ordered; repeated or comma-separated' }),
  q: text(100).optional().meta({ description: 'Contract number or company name contains' }),
  agencyId: IdParam.optional().meta({ description: 'Administrators: one agency' }),
  supplier: text(100).optional().meta({ description: 'A supplier order of the contract names this supplier (name or code contains)' }),
  createdFrom: isoDate.optional().meta({ description: 'Contracts created on or after this day' }),
  createdTo: isoDate.optional().meta({ description: 'Inclusive' }),
  sort: z.enum(ORDER_SORTS).default('orderStatus').meta({ description: 'orderStatus: what is still to order first' }),
  direction: z.enum(['asc', 'desc']).default('asc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type OrderListQuery = z.infer<typeof OrderListQuerySchema>;

/** OrdersXLS: the list's filters and sort, every page, in a language. */
export const OrderExportQuerySchema = OrderListQuerySchema.omit({ page: true, pageSize: true }).extend({
  locale: z.enum(['it', 'en']).optional().meta({ description: 'Language of headings and labels; default from Accept-Language' }),
});

export const OrderRowSchema = z
  .object({
    contractId: z.number().int(),
    number: z.string(),
    status: z.enum(CONTRACT_STATUSES),
    agency: z.object({ id: z.number().int(), name: z.string() }),
    companyName: z.string().nullable(),
    createdAt: z.string().meta({ format: 'date-time' }),
    units: z.number().int(),
    orderedUnits: z.number().int(),
    orderStatus: z.enum(ORDER_STATUSES),
    supplierCost: z.number(),
    lastOrderDate: Day.nullable(),
    contractValue: z.number().optional().meta({ description: 'The financed amount; roles that see economics only' }),
    margin: z.number().optional().meta({ description: 'contractValue − supplierCost − commission; roles that see economics only' }),
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

/** Serials are compared as people read them: without surrounding spaces, in capitals. */
const serial = text(100).transform((v) => v.toUpperCase());

export const SerialsBodySchema = z
  .object({
    units: z
      .array(
        z.object({
          unitId: Id,
          serialNumber: serial.nullish().meta({ description: 'Unique per part number across the portal; stored in capitals' }),
          partNumber: requiredText(100).optional(),
          ddtNumber: text(50).nullish(),
          ddtDate: isoDate.nullish().meta({ description: 'Not before the date of the supplier order covering the unit, not in the future' }),
          status: z.enum(SHIPPING_UNIT_STATUSES).optional().meta({ description: 'Default: sent once a DDT is given' }),
        }),
      )
      .min(1)
      .max(1000),
  })
  .meta({ id: 'ContractSerialsBody' });

export const SerialsAnswerSchema = z
  .object({
    units: z.array(ContractUnitSchema),
    contracts: z
      .array(z.object({ id: z.number().int(), status: z.enum(CONTRACT_STATUSES) }))
      .meta({ description: 'The contracts of the units, after the change (inActivation once every unit has its serial and DDT)' }),
  })
  .meta({ id: 'ContractSerials' });

/** One line of the contract as ordered: a model and how many units of it. */
export const OrderLineSchema = z
  .object({ modelId: z.number().int(), name: z.string(), partNumber: z.string(), quantity: z.number().int() })
  .meta({ id: 'OrderLine' });

export const OrderDetailSchema = OrderRowSchema.extend({
  startDate: Day.nullable().meta({ description: 'The day delivery was confirmed and the contract became active' }),
  lines: z.array(OrderLineSchema),
  units: z.array(ContractUnitSchema),
  orders: z.array(SupplierOrderSchema),
  canOrder: z.boolean().meta({ description: 'Units may be ordered and shipped now (signed, not archived)' }),
  canConfirmDelivery: z
    .boolean()
    .meta({ description: 'Every unit has its serial and DDT, and the contract is in activation or running without its delivery day' }),
}).meta({ id: 'OrderDetail' });

export const DeliveryBodySchema = z
  .object({
    startDate: isoDate.meta({ description: 'The day the goods were delivered: the contract starts then; not before the last DDT, not in the future' }),
  })
  .meta({ id: 'DeliveryConfirmation' });
