import { RecordNotFound } from '@/components/ui/record-not-found';

// An unknown family, or one just deleted: the same answer, inside the shell.
export default function FamilyNotFound() {
  return <RecordNotFound namespace="families.notFound" listHref="/families" />;
}
