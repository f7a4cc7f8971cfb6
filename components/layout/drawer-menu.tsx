'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Link, usePathname } from '@/i18n/navigation';
import type { MenuChild, MenuItem } from '@/lib/navigation/menu';
import { ChevronIcon } from '../ui/icons';

function isActive(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}

function ChildLabel({ child }: { child: MenuChild }) {
  const stats = useTranslations('statsCategories');
  return <>{'text' in child.label ? child.label.text : stats(child.label.statsCategory as never)}</>;
}

function Entry({ item, onNavigate }: { item: MenuItem; onNavigate: () => void }) {
  const t = useTranslations();
  const pathname = usePathname();
  const active = isActive(pathname, item.href);
  const [expanded, setExpanded] = useState(active);
  const title = t(`routes.${item.titleKey}` as never);
  const base = 'flex-1 rounded-md px-3 py-2 text-sm font-medium';

  return (
    <li data-section={item.id}>
      <div className="flex items-center">
        <Link
          href={item.href}
          onClick={onNavigate}
          aria-current={pathname === item.href ? 'page' : undefined}
          className={`${base} ${active ? 'bg-primary-light text-primary-dark' : 'text-ink hover:bg-slate-100'}`}
        >
          {title}
        </Link>
        {item.children.length > 0 && (
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={`menu-${item.id}`}
            aria-label={t(expanded ? 'shell.collapse' : 'shell.expand', { section: title })}
            onClick={() => setExpanded((value) => !value)}
            className="rounded-md p-2 text-ink-muted hover:bg-slate-100"
          >
            <ChevronIcon width={16} height={16} className={`transition-transform ${expanded ? 'rotate-180' : ''}`} />
          </button>
        )}
      </div>
      {item.children.length > 0 && expanded && (
        <ul id={`menu-${item.id}`} className="ml-3 border-l border-slate-200 pl-2">
          {item.children.map((child) => (
            <li key={child.href}>
              <Link
                href={child.href}
                onClick={onNavigate}
                aria-current={pathname === child.href ? 'page' : undefined}
                className={`block rounded-md px-3 py-1.5 text-sm ${
                  pathname === child.href ? 'font-semibold text-primary-dark' : 'text-ink-muted hover:bg-slate-100'
                }`}
              >
                <ChildLabel child={child} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

export function DrawerMenu({ items, onNavigate }: { items: MenuItem[]; onNavigate: () => void }) {
  const t = useTranslations('shell');
  if (items.length === 0) return <p className="px-3 py-2 text-sm text-ink-muted">{t('noRoutes')}</p>;
  return (
    <ul className="flex flex-col gap-1">
      {items.map((item) => (
        <Entry key={item.id} item={item} onNavigate={onNavigate} />
      ))}
    </ul>
  );
}
