/**
 * Copies text to the clipboard; `onFail` is called when the browser refuses (no clipboard API
 * outside secure origins, permission denied), as ARCHITECTURE.md asks of clipboard copies.
 */
export async function copyText(
  text: string,
  onSuccess: () => void,
  onFail: (error: unknown) => void | Promise<void>,
): Promise<void> {
  try {
    if (!navigator.clipboard) throw new Error('clipboard unavailable');
    await navigator.clipboard.writeText(text);
  } catch (error) {
    await onFail(error);
    return;
  }
  onSuccess();
}
