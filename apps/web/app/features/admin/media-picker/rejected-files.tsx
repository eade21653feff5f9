import { MEDIA_MESSAGES } from '@softhouse/contracts';
import { TriangleAlert } from 'lucide-react';
import type { RejectedFile } from './media-api';

export function RejectedFiles({ files }: { files: readonly RejectedFile[] }) {
  if (!files.length) return null;
  return (
    <div role="alert" className="rounded-control bg-danger-light px-4 py-3 text-sm text-danger">
      <p className="flex items-center gap-2 font-bold">
        <TriangleAlert aria-hidden="true" className="size-4" />
        {MEDIA_MESSAGES.rejectedTitle}
      </p>
      <ul className="mt-1.5 list-disc pl-6" data-testid="rejected-files">
        {files.map((file, i) => (
          <li key={`${file.name}-${i}`}>{file.message}</li>
        ))}
      </ul>
    </div>
  );
}
