/**
 * Saves a blob as a file in the browser: a temporary object URL and a temporary `<a download>` that is clicked,
 * then both are removed.
 */
export function saveBlobAsFile(blob: Blob, fileName: string, doc: Document = document): void {
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  doc.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoke after the click has been handled; revoking at once can cancel the download in some browsers.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

/** The file name of a Content-Disposition header (`attachment; filename="INV-1.pdf"`), or null. */
export function fileNameFromContentDisposition(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(header);
  if (encoded?.[1]) {
    try {
      return safeFileName(decodeURIComponent(encoded[1].trim().replace(/^"|"$/g, '')));
    } catch {
      // fall through to the plain filename
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const name = plain?.[2] ?? plain?.[1];
  return name ? safeFileName(name.trim()) : null;
}

function safeFileName(name: string): string | null {
  const cleaned = name.replace(/[/\\]/g, '_').trim();
  return cleaned === '' ? null : cleaned;
}
