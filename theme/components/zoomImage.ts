/**
 * Click-to-zoom for our diagrams. Rspress's built-in zoom (`mediumZoom`, off in
 * rspress.config.ts) loads medium-zoom with every page and attaches it to every
 * content image after a timer; here the library loads on the first click, as its
 * own chunk, and zooms the image that was clicked.
 */
const attached = new WeakSet<HTMLImageElement>();

export async function zoomImage(image: HTMLImageElement): Promise<void> {
  // While zoomed, medium-zoom handles clicks on the image itself (they close it).
  if (attached.has(image)) return;
  attached.add(image);
  // A reader who zoomed from the keyboard gets the focus back when the zoom closes.
  const hadFocus = document.activeElement === image;
  try {
    const { default: mediumZoom } = await import('medium-zoom');
    const zoom = mediumZoom(image, { background: 'var(--rp-c-bg)' });
    zoom.on(
      'closed',
      () => {
        zoom.detach();
        attached.delete(image);
        if (hadFocus) image.focus({ preventScroll: true });
      },
      { once: true },
    );
    await zoom.open();
  } catch (error) {
    attached.delete(image);
    console.error('Could not zoom the image:', error);
  }
}
