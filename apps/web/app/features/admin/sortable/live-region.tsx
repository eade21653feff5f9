/** Where drag-and-drop and other silent changes are announced to screen readers. */
export function LiveRegion({ message }: { message: string }) {
  return (
    <div aria-live="assertive" aria-atomic="true" className="sr-only">
      {message}
    </div>
  );
}
