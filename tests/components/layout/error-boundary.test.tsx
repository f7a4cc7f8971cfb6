// A page that fails shows the general error in the brand's card; its code loads only then.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import ErrorBoundary from '@/app/[locale]/error';
import { renderIntl } from '../../support/components/render';

describe('the error boundary of every page', () => {
  it('shows the general error and logs the failure, without its details', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderIntl(<ErrorBoundary error={Object.assign(new Error('database password in here'), { digest: 'abc123' })} />, 'en');
    expect(await screen.findByRole('heading', { name: 'Generic error' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(screen.getByAltText('SmartCom')).toBeTruthy();
    expect(document.body.textContent).not.toContain('database password');
    expect(log).toHaveBeenCalledWith('unexpected error', 'abc123');
    log.mockRestore();
  });
});
