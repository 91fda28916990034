import type { ReactNode } from 'react';

/**
 * A button that opens a file picker for one file (`accept`: the picker's filter) and hands the
 * chosen file to `onFile`; the same file can be chosen again afterwards.
 */
export function FileButton({
  children,
  accept,
  label,
  onFile,
}: {
  children: ReactNode;
  accept: string;
  /** Accessible name of the file input. */
  label: string;
  onFile(file: File): void;
}) {
  return (
    <label className="file-button">
      {children}
      <input
        type="file"
        accept={accept}
        aria-label={label}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
    </label>
  );
}
