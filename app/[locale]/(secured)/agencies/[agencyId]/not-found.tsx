import { RecordNotFound } from '@/components/ui/record-not-found';

// An unknown agency, or one outside the caller's scope: the same answer, inside the shell.
export default function AgencyNotFound() {
  return <RecordNotFound namespace="agencies.notFound" listHref="/agencies" />;
}
