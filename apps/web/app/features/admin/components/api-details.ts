import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from '../api/client';

/**
 * Puts the API's validation messages (`details`: field path → message) on the form's fields.
 * `mapPath` turns an API path (e.g. 'content.pt.title') into a form path, or null to skip it.
 */
export function applyApiDetails<T extends FieldValues>(form: UseFormReturn<T>, error: unknown, mapPath: (apiPath: string) => string | null = (p) => p) {
  if (!(error instanceof ApiError) || !error.details) return;
  let first = true;
  for (const [apiPath, message] of Object.entries(error.details)) {
    const path = mapPath(apiPath);
    if (!path) continue;
    form.setError(path as Path<T>, { message }, { shouldFocus: first });
    first = false;
  }
}
