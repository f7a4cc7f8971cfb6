import { RecordNotFound } from '@/components/ui/record-not-found';

// An unknown user, or one outside the caller's scope: the same answer, inside the shell.
export default function UserNotFound() {
  return <RecordNotFound namespace="users.notFound" listHref="/users" />;
}
