import { useTranslations } from 'next-intl';
import type { ContractProductStatus, ContractStatus, OrderStatus } from '@/core/domain/contracts';
import { CONTRACT_STATUS_TONES, ORDER_STATUS_TONES, PRODUCT_STATUS_TONES } from '@/lib/contracts/status-tones';
import { Badge } from '../ui/badge';

export function ContractStatusBadge({ status }: { status: ContractStatus }) {
  const t = useTranslations('contracts.status');
  return (
    <Badge tone={CONTRACT_STATUS_TONES[status]} data-status={status}>
      {t(status)}
    </Badge>
  );
}

export function UnitStatusBadge({ status }: { status: ContractProductStatus }) {
  const t = useTranslations('contracts.productStatus');
  return <Badge tone={PRODUCT_STATUS_TONES[status]}>{t(status)}</Badge>;
}

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const t = useTranslations('contracts.orderStatus');
  return <Badge tone={ORDER_STATUS_TONES[status]}>{t(status)}</Badge>;
}
