import { RecordNotFound } from '@/components/ui/record-not-found';

// An unknown customer, or one outside the caller's scope: the same answer, inside the shell.
export default function CustomerNotFound() {
  return <RecordNotFound namespace="customers.notFound" listHref="/customers" />;
}
