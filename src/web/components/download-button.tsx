import type { ReactNode } from 'react';
import { useState } from 'react';
import { errorMessage } from '../lib/api';
import { downloadFile } from '../lib/download';
import { toast } from '../lib/toast';
import { Button } from './ui/button';

/** A button that downloads `path`; while it works it says so, and a failure is a toast. */
export function DownloadButton({
  path,
  fileName,
  children,
  label,
  variant = 'secondary',
  size,
}: {
  path: string;
  fileName: string;
  children: ReactNode;
  /** An accessible name when the visible one is short ('PDF'). */
  label?: string;
  variant?: 'secondary' | 'ghost';
  size?: 'sm';
}) {
  const [busy, setBusy] = useState(false);
  const run = () => {
    setBusy(true);
    downloadFile(path, fileName)
      .catch((err) => toast.error(errorMessage(err, 'Não foi possível baixar. Tente novamente.')))
      .finally(() => setBusy(false));
  };
  return (
    <Button
      variant={variant}
      size={size}
      aria-label={label}
      aria-disabled={busy}
      onClick={() => !busy && run()}
    >
      {children}
    </Button>
  );
}
