/** A chosen file's preview: an object URL for it while it is chosen, revoked when it changes or the view goes. */
import { useEffect, useState } from 'react';

export function useFilePreview(file: File | null): string | undefined {
  const [preview, setPreview] = useState<string>();
  useEffect(() => {
    if (!file) return setPreview(undefined);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return preview;
}
