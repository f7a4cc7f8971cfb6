import { RecordNotFound } from '@/components/ui/record-not-found';

// An unknown contract, or one outside the caller's scope: the same answer, inside the shell.
export default function ContractNotFound() {
  return <RecordNotFound namespace="contracts.notFound" listHref="/contracts" />;
}
