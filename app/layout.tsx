import type { ReactNode } from 'react';
import './globals.css';

// The real root is app/[locale]/layout.tsx (it owns <html lang>); this one
// exists so that not-found outside a locale still has a layout.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
