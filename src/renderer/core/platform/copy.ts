/** Clipboard copy (spec section 8: a failure calls the caller's failure handler). */
export async function copyText(
  text: string,
  onSuccess: () => void,
  onFailure: (error: unknown) => void,
): Promise<void> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
    } else {
      // Older WebViews: a hidden textarea and the legacy command.
      const area = document.createElement('textarea');
      area.value = text;
      area.setAttribute('readonly', '');
      area.style.position = 'fixed';
      area.style.opacity = '0';
      document.body.appendChild(area);
      area.select();
      const ok = document.execCommand('copy');
      area.remove();
      if (!ok) throw new Error('copy refused');
    }
    onSuccess();
  } catch (e) {
    onFailure(e);
  }
}
