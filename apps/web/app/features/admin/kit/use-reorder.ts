import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { toast } from '~/components/ui/toast';
import { errorMessage } from '../api/client';

export type Ordered = { id: string; order: number };

/**
 * Saves a new order of a list held in the query cache: shown at once (1-based `order`), put back as it
 * was if the save fails, with the screen's success and failure toasts.
 */
export function useReorder<D, I extends Ordered>(options: {
  queryKey: QueryKey;
  /** The list inside the cached data. */
  items: (data: D) => I[];
  /** The cached data with the list replaced. */
  withItems: (data: D, items: I[]) => D;
  save: (ids: string[]) => Promise<unknown>;
  success: string;
  failure: string;
}) {
  const queryClient = useQueryClient();
  const { queryKey, items, withItems, save, success, failure } = options;
  return useMutation({
    mutationFn: save,
    onMutate: (ids: string[]) => {
      const previous = queryClient.getQueryData<D>(queryKey);
      queryClient.setQueryData<D>(queryKey, (data) => {
        if (!data) return data;
        const byId = new Map(items(data).map((item) => [item.id, item]));
        return withItems(
          data,
          ids.flatMap((id, index) => {
            const item = byId.get(id);
            return item ? [{ ...item, order: index + 1 }] : [];
          }),
        );
      });
      return { previous };
    },
    onSuccess: () => toast.success(success),
    onError: (error, _ids, context) => {
      if (context?.previous !== undefined) queryClient.setQueryData(queryKey, context.previous);
      toast.error(failure, { description: errorMessage(error) });
    },
  });
}
