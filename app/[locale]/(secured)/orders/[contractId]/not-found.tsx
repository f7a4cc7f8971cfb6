import { RecordNotFound } from '@/components/ui/record-not-found';

// An unknown contract, or one outside the caller's scope: the same answer, inside the shell.
export default function OrderNotFound() {
  return <RecordNotFound namespace="orders.notFound" listHref="/orders" />;
}
