import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { toast } from '~/components/ui/toast';
import { errorMessage } from '../api/client';

type Toast = string | { title: string; description: string };

/**
 * A change made from a list screen (delete a row, restore it, change its role): the call, one toast
 * with the result (the server's reason on a failure), then the lists under `refresh` loaded again.
 */
export function useListMutation<V, R>(options: {
  run: (variables: V) => Promise<R>;
  /** The success toast, from the answer and what was asked. */
  done: Toast | ((result: R, variables: V) => Toast);
  /** The failure toast's title. */
  failed: string | ((variables: V) => string);
  /** What else follows a success, before the refresh (the detail dialog follows the row). */
  after?: (result: R, variables: V) => void;
  /** The queries to load again after a success (a key prefix). */
  refresh?: QueryKey;
}) {
  const queryClient = useQueryClient();
  const { run, done, failed, after, refresh } = options;
  return useMutation({
    mutationFn: run,
    onSuccess: async (result, variables) => {
      const shown = typeof done === 'function' ? done(result, variables) : done;
      if (typeof shown === 'string') toast.success(shown);
      else toast.success(shown.title, { description: shown.description });
      after?.(result, variables);
      if (refresh) await queryClient.invalidateQueries({ queryKey: refresh });
    },
    onError: (error, variables) => toast.error(typeof failed === 'function' ? failed(variables) : failed, { description: errorMessage(error) }),
  });
}
