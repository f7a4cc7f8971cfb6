'use client';

import type { FormHTMLAttributes } from 'react';
import { usePathname, useRouter } from '@/i18n/navigation';

/**
 * A GET form whose address leaves out empty fields. Without JavaScript the
 * browser submits it as usual; with it, the same address without the blanks
 * is opened by the client router (no full reload).
 */
export function GetForm({ children, ...props }: Omit<FormHTMLAttributes<HTMLFormElement>, 'method' | 'onSubmit'>) {
  const router = useRouter();
  const pathname = usePathname();
  return (
    <form
      {...props}
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        const params = new URLSearchParams();
        for (const [key, value] of new FormData(event.currentTarget)) {
          if (typeof value === 'string' && value.trim() !== '') params.append(key, value.trim());
        }
        const query = params.toString();
        router.push(query ? `${pathname}?${query}` : pathname);
      }}
    >
      {children}
    </form>
  );
}
