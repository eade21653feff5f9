import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { TooltipProvider } from '~/components/ui/tooltip';
import { setSessionExpiredHandler } from '../api/client';
import { getQueryClient } from '../api/query-client';

/** Query cache, tooltips and where a lost session goes (product.md §4: /admin/login). */
export function AdminProviders({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  useEffect(() => {
    setSessionExpiredHandler(() => {
      getQueryClient().clear();
      void navigate('/admin/login', { replace: true });
    });
  }, [navigate]);
  return (
    <QueryClientProvider client={getQueryClient()}>
      <TooltipProvider>{children}</TooltipProvider>
    </QueryClientProvider>
  );
}
