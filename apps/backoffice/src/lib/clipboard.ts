/** Copies text; false when the browser refuses (no permission, insecure context), so the UI can say so. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
