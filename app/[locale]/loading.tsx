import { getTranslations } from 'next-intl/server';
import { Spinner } from '@/components/ui/spinner';

// the app renders only after the startup check; a loader shows meanwhile.
export default async function Loading() {
  const t = await getTranslations('common');
  return (
    <div className="flex flex-1 items-center justify-center p-10">
      <Spinner label={t('loading')} />
    </div>
  );
}
