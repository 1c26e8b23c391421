/** The SHA-256 of a file, computed in the browser: the file itself is never sent to check it. */
export async function sha256Of(file: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Saves a URL's answer under a name: an anchor with `download`, clicked and removed. */
export function saveFrom(url: string, fileName?: string) {
  const anchor = document.createElement('a');
  anchor.href = url;
  if (fileName) anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

const PROOF_NAME = /filename="([^"]+)"/;

/** Downloads the verification proof PDF of a token; throws when the server refuses. */
export async function downloadProof(token: string) {
  const response = await fetch(`/api/verification-proof/${encodeURIComponent(token)}`, {
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(`proof ${response.status}`);
  const name =
    PROOF_NAME.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'Verificatiebewijs.pdf';
  const url = URL.createObjectURL(await response.blob());
  try {
    saveFrom(url, name);
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
  return name;
}
