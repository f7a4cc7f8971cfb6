import type { ReactNode } from 'react';

/**
 * A field's error under its control: announced at once, and what the control's
 * aria-describedby names. `list`: several messages at once (each file refused),
 * one item each. `onPrimary`: on the primary colour (the page's header), in its
 * contrast colour rather than red. Its own small file: the header's agency
 * switcher carries it on every page.
 */
export function FieldError({ id, children, list, onPrimary }: { id: string; children?: ReactNode; list?: readonly string[]; onPrimary?: boolean }) {
  const Tag = list ? 'ul' : 'p';
  return (
    <Tag
      id={`${id}-error`}
      role="alert"
      className={`text-xs font-medium ${list ? 'flex flex-col gap-1 ' : ''}${onPrimary ? 'text-primary-contrast' : 'text-red-700'}`}
    >
      {list ? list.map((message, index) => <li key={index}>{message}</li>) : children}
    </Tag>
  );
}
